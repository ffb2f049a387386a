export type ShareImage = { url: string; alt: string; width?: number; height?: number };

/**
 * The share card of one page (Open Graph, which X/Twitter also reads). The layout already gives
 * every page og:site_name, og:locale, og:type, og:url and twitter:card, so a page adds only what
 * is its own. `image.url` must be absolute: crawlers do not resolve relative URLs here.
 */
export function SocialMeta({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  image?: ShareImage;
}) {
  return (
    <>
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:alt" content={image.alt} />
          {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
          {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      ) : null}
    </>
  );
}
