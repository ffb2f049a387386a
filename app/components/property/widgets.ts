// The property page's parts that load after its first paint, gathered in one module so that they
// come as one chunk (ADR 045): as seven files of one or two KiB, each compressed on its own, the
// same code took 8.0 KiB gzipped instead of 6.1. What other pages share (the auction card, the favorite
// button, the live client) stays in chunks of its own, and the page declares none of this in its
// HTML: it loads when an island or the map first asks for it.
export { BidBar } from "./bid-bar";
export { PriceCalculator } from "./price-calculator";
export { SimilarAuctions, PropertyFavoriteButton } from "./similar-auctions";
export { default as GalleryControls } from "./gallery-controls";
export { default as AuctionLiveWatcher } from "~/components/bidding/auction-live-watcher";
export { watchPropertyMap } from "./map-loader";
