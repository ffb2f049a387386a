// Mazad's own lint rule: styles must use logical sides so layouts mirror in right-to-left Arabic.
// Flags physical Tailwind utilities (ml-, pr-, left-, text-right, rounded-l …) in any string or
// template literal, and physical CSS properties in style objects.

/** Tailwind utilities that name a physical side, with their logical replacement. */
const physicalClasses = [
  [/^-?m[lr]-/, "ms-/me-"],
  [/^p[lr]-/, "ps-/pe-"],
  [/^-?(left|right)-(\d|px|full|auto|\[)/, "start-/end-"],
  [/^text-(left|right)$/, "text-start/text-end"],
  [/^float-(left|right)$/, "float-start/float-end"],
  [/^clear-(left|right)$/, "clear-start/clear-end"],
  [/^border-[lr](-|$)/, "border-s/border-e"],
  [/^rounded-([lr]|[tb][lr])(-|$)/, "rounded-s/rounded-e/rounded-ss…"],
  [/^scroll-[mp][lr]-/, "scroll-ms/scroll-ps…"],
  [/^space-x-reverse$/, "logical spacing (gap)"],
];

const physicalStyleProps = new Set([
  "marginLeft",
  "marginRight",
  "paddingLeft",
  "paddingRight",
  "left",
  "right",
  "borderLeft",
  "borderRight",
  "borderLeftWidth",
  "borderRightWidth",
  "borderTopLeftRadius",
  "borderTopRightRadius",
  "borderBottomLeftRadius",
  "borderBottomRightRadius",
]);

function physicalIn(text) {
  for (const raw of text.split(/\s+/)) {
    // Strip variants (md:, hover:, dark:, [&>*]:) and the important marker.
    const token = raw.replace(/^!/, "").split(":").pop()?.replace(/^!/, "") ?? "";
    if (!token) continue;
    for (const [pattern, hint] of physicalClasses) {
      if (pattern.test(token)) return { token: raw, hint };
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const noPhysicalSides = {
  meta: {
    type: "problem",
    docs: { description: "Use logical CSS sides (start/end) so right-to-left layouts mirror." },
    messages: {
      physicalClass: "'{{token}}' is a physical side; use {{hint}} so the layout mirrors in Arabic.",
      physicalStyle: "'{{prop}}' is a physical side; use the logical property (…Inline…Start/End).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const found = physicalIn(text);
      if (found) context.report({ node, messageId: "physicalClass", data: found });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      JSXAttribute(node) {
        if (node.name.name !== "style" || node.value?.expression?.type !== "ObjectExpression") return;
        for (const prop of node.value.expression.properties) {
          const name = prop.key?.name ?? prop.key?.value;
          if (physicalStyleProps.has(name)) {
            context.report({ node: prop, messageId: "physicalStyle", data: { prop: name } });
          }
        }
      },
    };
  },
};

export default { rules: { "no-physical-sides": noPhysicalSides } };
