// @vitest-environment happy-dom
import { act, Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { lazyIsland, loadRenderedIslands } from "./lazy-island";

// React's act() in a test environment (as @testing-library/react sets it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

async function serverHtml(element: React.ReactNode) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("lazyIsland", () => {
  it("loads the chunks of the islands the server rendered before hydrating, and hydrates them with the page", async () => {
    // The server's module and the browser's are two instances: the islands are declared twice.
    const islands = () => {
      const loadShown = vi.fn(async () => Counter);
      const loadHidden = vi.fn(async () => Counter);
      const Shown = lazyIsland("test-shown", loadShown);
      lazyIsland("test-hidden", loadHidden); // declared by the route, not rendered in this page
      const page = (
        <main>
          <Suspense fallback={null}>
            <Shown label="shown" />
          </Suspense>
        </main>
      );
      return { loadShown, loadHidden, page };
    };
    const server = islands();
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(server.page);
    document.body.append(container);
    expect(container.querySelector('template[data-island="test-shown"]')).not.toBeNull();
    const served = container.querySelector("button")!;
    expect(served.textContent).toBe("shown 0");
    const { loadShown, loadHidden, page } = islands();

    await loadRenderedIslands(document);
    expect(loadShown).toHaveBeenCalledTimes(1);
    expect(loadHidden).not.toHaveBeenCalled(); // not in the page: not fetched

    await act(async () => {
      hydrateRoot(container, page);
    });
    // Hydrated in place, at once: the server's button is kept and answers the first click.
    const button = container.querySelector("button")!;
    expect(button).toBe(served);
    await act(async () => button.click());
    expect(button.textContent).toBe("shown 1");
    container.remove();
  });

  it("tries a chunk again after it failed to load", async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValue(Counter);
    const Island = lazyIsland("test-retried", load);
    const container = document.createElement("div");
    container.innerHTML = '<template data-island="test-retried"></template>';
    document.body.append(container);

    await expect(loadRenderedIslands(document)).resolves.toBeUndefined(); // a failure does not stop the page
    await loadRenderedIslands(document);
    expect(load).toHaveBeenCalledTimes(2);
    container.remove();
    expect(await serverHtml(<Island label="again" />)).toMatch(/<button type="button">again/);
    expect(load).toHaveBeenCalledTimes(2); // loaded: not fetched a third time
  });
});
