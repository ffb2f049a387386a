/** Favorites: the heart on cards and the property page, and /profile/favorites (issue 16). */
export const favoritesEn = {
  title: "My Favorites",
  nav: "My Favorites",
  add: "Add to favorites",
  remove: "Remove from favorites",
  intro:
    "The auctions you keep an eye on. We tell you a day and an hour before each starts, and an hour before it ends.",
  empty: "You have no favorites yet.",
  emptyHint: "Tap the heart on any auction to keep it here and follow it.",
  browse: "Browse auctions",
  count_one: "{{count}} auction",
  count_other: "{{count}} auctions",
  notice: {
    missing: "That auction could not be found, so nothing changed.",
    full_one: "You already keep {{count}} favorite. Remove one to add another.",
    full_other: "You already keep {{count}} favorites. Remove one to add another.",
  },
  errors: {
    limit: "You already keep the most favorites allowed. Remove one to add another.",
  },
} as const;
