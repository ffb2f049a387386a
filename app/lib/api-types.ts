/**
 * The API's types, generated from its OpenAPI document by `npm run api:types`
 * (scripts/api-types.mjs). Do not edit: change the routes' schemas in server/api and run it again.
 */

export interface paths {
  "/admin/auctions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every auction, drafts included (committee)
     * @description Latest first; `status` filters, `q` searches the asset number and both titles.
     */
    get: operations["getAdminAuctions"];
    put?: never;
    /**
     * Create a draft auction with its property (committee)
     * @description Money in halalas, times as ISO 8601 instants. Texts may be left empty in a draft; publishing checks everything. Audited.
     */
    post: operations["postAdminAuctions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One auction with everything the committee edits (committee) */
    get: operations["getAdminAuctionsById"];
    /**
     * Edit an auction (committee)
     * @description The whole form. A draft changes freely; a published auction by product.md §2.10: before the first registration most fields; after it, the terms only with `newRulesVersion` (registrants accept the new rules again before their next bid); after the first bid only the titles and descriptions. Audited.
     */
    put: operations["putAdminAuctionsById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/cancellation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What cancelling the auction would do now, and the request awaiting a decision (committee) */
    get: operations["getAdminAuctionsByIdCancellation"];
    put?: never;
    /**
     * Cancel an upcoming or live auction, or ask a second member to (committee)
     * @description An upcoming auction, or a live one without bids, is cancelled at once (`cancelled`): every deposit lock is released, automatic bids end, everyone registered is notified. A live auction with bids needs a second committee member (four eyes): the request is filed (`pending`) and cancelled once another member approves it. The reasons are shown on the auction and in orders in both languages. Audited.
     */
    post: operations["postAdminAuctionsByIdCancellation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/cancellation/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve another member's cancellation request: the auction is cancelled (committee)
     * @description Deposit locks released, automatic bids ended, registrants notified. Audited with both members.
     */
    post: operations["postAdminAuctionsByIdCancellationApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/cancellation/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject another member's cancellation request, with a reason: the auction goes on (committee) */
    post: operations["postAdminAuctionsByIdCancellationReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/default": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A defaulted auction: the defaulters, the offers made, the ranked next bidders (committee) */
    get: operations["getAdminAuctionsByIdDefault"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/documents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a document: a PDF with its kind and title in both languages (committee)
     * @description multipart/form-data. A special-rules document on a published auction replaces the previous one and, once someone registered, is a new rules version. Before the first bid. Audited.
     */
    post: operations["postAdminAuctionsByIdDocuments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/documents/{documentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a document (committee)
     * @description Before the first bid; a published auction's special rules are replaced, never removed. Audited.
     */
    delete: operations["deleteAdminAuctionsByIdDocumentsByDocumentId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/next-bidder-offers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Offer the property to the next bidder at their own highest bid (committee)
     * @description The bidder is notified and has the setting's hours (default 48) to accept with their deposit or decline. At most one open offer per auction; sending the same offer again answers it unchanged. Audited.
     */
    post: operations["postAdminAuctionsByIdNextBidderOffers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/on-site-bids": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enter a bid called out in the room of a hybrid auction for a registered bidder (committee)
     * @description Judged by the bidding engine like any bid (the bidder's registration, deposit, minimum, conflicts of interest), with the source "on_site"; audited with the member who entered it.
     */
    post: operations["postAdminAuctionsByIdOnSiteBids"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/photos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a photo, after the others (committee)
     * @description multipart/form-data. Re-encoded as WebP, its metadata (GPS) dropped (ADR 021); shown publicly once the auction is published. Before the first bid. Audited.
     */
    post: operations["postAdminAuctionsByIdPhotos"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/photos/{photoId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a photo (committee)
     * @description Before the first bid; the next photo becomes the cover. Audited.
     */
    delete: operations["deleteAdminAuctionsByIdPhotosByPhotoId"];
    options?: never;
    head?: never;
    /**
     * Change a photo's captions or place; position 0 is the cover (committee)
     * @description Captions are text corrections (allowed after the first bid); the place before it. Audited.
     */
    patch: operations["patchAdminAuctionsByIdPhotosByPhotoId"];
    trace?: never;
  };
  "/admin/auctions/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a draft: it becomes upcoming and starts by itself (committee)
     * @description Checks everything product.md §2.1 asks (both languages, the property's fields, a photo, the terms, the special-rules document) and the announcement rule (the start at least the `announcementDays` setting, default 5 days, away). A refusal lists every missing thing in `issues`. Audited.
     */
    post: operations["postAdminAuctionsByIdPublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/rebook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-auction the property: a new draft auction with the same terms, linked to this one (committee)
     * @description The property's photos and documents carry over (they are the property's). The committee edits and publishes the draft as usual. Everyone registered on this auction is notified at once. A repeat answers the same draft. Audited.
     */
    post: operations["postAdminAuctionsByIdRebook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/auctions/{id}/registrants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The auction's registrants, with the identity behind each bidder number (committee) */
    get: operations["getAdminAuctionsByIdRegistrants"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/audit-log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log, newest first, filtered (committee)
     * @description Every committee, admin and money action. Keyset pagination: pass `next` back as `cursor`; it is null on the last page.
     */
    get: operations["getAdminAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/audit-log.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log as a CSV file, with the same filters (committee)
     * @description UTF-8 with a byte-order mark (so spreadsheets read Arabic), RFC 4180 quoting, and every cell that a spreadsheet would run as a formula prefixed with an apostrophe. Streamed as it is read: the whole log may be exported.
     */
    get: operations["getAdminAuditLogCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Power-of-attorney and foreign-owner requests in one state, with every state's count (organizing committee) */
    get: operations["getAdminAuthorityRequests"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One power-of-attorney or foreign-owner request, whole (organizing committee) */
    get: operations["getAdminAuthorityRequestsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a sent or reviewed request (organizing committee)
     * @description An approved power of attorney is what an agent's authority rests on. The requester is notified. Audited.
     */
    post: operations["postAdminAuthorityRequestsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a request, with a reason in both languages (organizing committee)
     * @description The requester is notified. Audited.
     */
    post: operations["postAdminAuthorityRequestsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}/request-documents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the requester for more documents, with a note in both languages (organizing committee)
     * @description The requester is notified, adds them and sends the request again. Audited.
     */
    post: operations["postAdminAuthorityRequestsByIdRequestDocuments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}/review": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a sent request under review (organizing committee)
     * @description The requester is notified. Audited.
     */
    post: operations["postAdminAuthorityRequestsByIdReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/authority-requests/{id}/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw an approved power of attorney, with a reason in both languages (organizing committee)
     * @description It becomes rejected, and every pending or active agency resting on it is revoked in the same transaction (both sides notified); bids for a principal under it are refused from then on. The requester is notified. Audited. 409 REQUEST_ALREADY_DECIDED unless it is an approved power of attorney.
     */
    post: operations["postAdminAuthorityRequestsByIdRevoke"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/bank-accounts/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a bank account, with a reason (organizing committee) */
    post: operations["postAdminBankAccountsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/bank-accounts/{id}/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a bank account against its certificate (organizing committee)
     * @description Withdrawals to it become possible; its owner is notified. Audited.
     */
    post: operations["postAdminBankAccountsByIdVerify"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/chat": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The support inbox: conversations with unread user messages first (organizing committee) */
    get: operations["getAdminChat"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/defaults": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Auctions whose winner defaulted, the latest first, with where each stands (committee) */
    get: operations["getAdminDefaults"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/inquiries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inquiries in one state, with every state's count (organizing committee) */
    get: operations["getAdminInquiries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/inquiries/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One inquiry, whole (organizing committee) */
    get: operations["getAdminInquiriesById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/inquiries/{id}/answer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer a new inquiry (organizing committee)
     * @description A signed-in sender is notified in the app (with SMS and e-mail copies per their settings); a guest gets the answer by SMS, and by e-mail when they gave an address. Audited.
     */
    post: operations["postAdminInquiriesByIdAnswer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/inquiries/{id}/close": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close an inquiry, answered or not; nothing is sent (organizing committee)
     * @description Audited.
     */
    post: operations["postAdminInquiriesByIdClose"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/listings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Listing requests in one state, with every state's count (organizing committee) */
    get: operations["getAdminListings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/listings/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One listing request, whole (organizing committee; never a draft) */
    get: operations["getAdminListingsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/listings/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a listing request into a draft auction (organizing committee)
     * @description Creates the property (owned by the requester, who is then refused as a bidder on it) and its auction as a draft, with the photos and documents copied; `auctionId` names it (edit it under /admin/auctions/{id}). `openingPrice` in halalas, by default the asking price. The owner is notified. Audited.
     */
    post: operations["postAdminListingsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/listings/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a listing request, with a reason in both languages (organizing committee)
     * @description The owner is notified. Audited.
     */
    post: operations["postAdminListingsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/listings/{id}/request-changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a listing request back to its owner with what to change (organizing committee)
     * @description The owner is notified, edits and sends it again. Audited.
     */
    post: operations["postAdminListingsByIdRequestChanges"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/refunds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Refunds waiting for a second approval, and refunded card top-ups (committee) */
    get: operations["getAdminRefunds"];
    put?: never;
    /**
     * Refund a card top-up to its card (committee)
     * @description At or below the refund threshold (a setting) the card is refunded at once; above it the request waits for a different committee member's confirmation (four eyes). Header `Idempotency-Key` is required. Audited.
     */
    post: operations["postAdminRefunds"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/refunds/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a refund request waiting for a second approval (committee)
     * @description `id` is the payment's. Nothing moves. Audited.
     */
    post: operations["postAdminRefundsByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/refunds/{id}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a refund waiting for a second approval: the card is refunded (committee)
     * @description `id` is the payment's. Only a member other than the one who asked. Audited.
     */
    post: operations["postAdminRefundsByIdConfirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's settings (committee reads, admins change) */
    get: operations["getAdminSettings"];
    /**
     * Change the platform's settings (admins)
     * @description The whole set is replaced at once and audited with what it was before and after. The ladder applies to bids from then on; the deadline to auctions ending from then on; the thresholds to decisions from then on.
     */
    put: operations["putAdminSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/transfers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Declared transfers (committee)
     * @description `awaiting_review` (default): oldest first, the order they are worked in; `reviewed`: decided ones, latest first.
     */
    get: operations["getAdminTransfers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/transfers/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a declared transfer, with the reason the user reads (committee)
     * @description Nothing is credited. Audited; the user is notified with the reason.
     */
    post: operations["postAdminTransfersByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/transfers/{id}/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a declared transfer: the money is credited (committee)
     * @description Audited; the user is notified and gets a receipt. Four eyes: above the transfer threshold (a setting) the first member's verification is only recorded (`transfer.firstApprovedAt`, the status stays `awaiting_review`); a different member's verification credits it. The first approver again: 403 SECOND_APPROVER_REQUIRED.
     */
    post: operations["postAdminTransfersByIdVerify"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user directory: search and filters, newest first, 25 a page (organizing committee) */
    get: operations["getAdminUsers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user: roles, suspension, participation and wallet (organizing committee) */
    get: operations["getAdminUsersById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users/{id}/id-verification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark a user's ID number verified, or clear it (organizing committee)
     * @description After checking the user's documents. Never on one's own account. Changing nothing when the ID is already in that state. Audited with the state before and after.
     */
    put: operations["putAdminUsersByIdIdVerification"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users/{id}/reinstate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lift a user's suspension, with a reason (organizing committee)
     * @description The user may sign in again. Audited.
     */
    post: operations["postAdminUsersByIdReinstate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users/{id}/roles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Grant or revoke the committee and admin roles (admin)
     * @description The user's sessions end, so the new rights apply from their next sign-in. Nobody changes their own roles; the last admin keeps theirs. Audited with the roles before and after.
     */
    put: operations["putAdminUsersByIdRoles"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/users/{id}/suspend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a user, with a reason (organizing committee)
     * @description The user can no longer sign in, register or bid; their sessions end at once; their standing bids stay. Audited.
     */
    post: operations["postAdminUsersByIdSuspend"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/withdrawals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Withdrawals to pay and IBANs to verify (organizing committee) */
    get: operations["getAdminWithdrawals"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/withdrawals/{id}/paid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a withdrawal as paid to its IBAN (organizing committee)
     * @description The held amount leaves the platform; the user gets a receipt with a verification code and is notified. Optional body: the bank transfer's `reference`. Audited. Four eyes: above the withdrawal threshold (a setting) the first member's call only records their approval (`firstApprovedAt`, still `requested`); a different member's call pays it. The first approver again: 403 SECOND_APPROVER_REQUIRED.
     */
    post: operations["postAdminWithdrawalsByIdPaid"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/admin/withdrawals/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refuse a withdrawal, with a reason (organizing committee)
     * @description The held amount returns to the user's available balance; they are told the reason. Audited.
     */
    post: operations["postAdminWithdrawalsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auctions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public auctions, filtered, sorted and paged */
    get: operations["getAuctions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auctions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One public auction with its property */
    get: operations["getAuctionsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auctions/{id}/auto-bid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set, raise or lower your automatic bid
     * @description The system bids the least needed for you, up to `maxAmount`; on equal maxima the earlier wins. A maximum may be lowered but never below your own standing bid. Needs the deposit covered, like a bid. Header `Idempotency-Key` is required.
     */
    put: operations["putAuctionsByIdAutoBid"];
    post?: never;
    /** Cancel your automatic bid */
    delete: operations["deleteAuctionsByIdAutoBid"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auctions/{id}/bids": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An auction's bid history, newest first */
    get: operations["getAuctionsByIdBids"];
    put?: never;
    /**
     * Place a bid
     * @description Needs a confirmed mobile number, the terms and special rules accepted (on the first bid, in this body), and a wallet that covers the deposit. The amount must be at least the minimum next bid; more than 20% above it needs `confirmHighBid`. Header `Idempotency-Key` is required.
     */
    post: operations["postAuctionsByIdBids"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auctions/{id}/registrations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register for an auction (creates your order)
     * @description Accepts the terms and the auction's special rules (version recorded with the time). Answers 201 for a new registration and 200 when you were already registered. Nothing is locked: the deposit is locked only while you lead.
     */
    post: operations["postAuctionsByIdRegistrations"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail or phone and password; sets the cookie and returns the token */
    post: operations["postAuthLogin"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends this session and clears the cookie */
    post: operations["postAuthLogout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/otp/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Text a new code (60 s cool-down, 5 an hour) */
    post: operations["postAuthOtpResend"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/otp/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the phone with the texted code; rotates the session */
    post: operations["postAuthOtpVerify"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/password/forgot": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Text a reset code to the account's phone
     * @description Answers 202 whether or not the account exists.
     */
    post: operations["postAuthPasswordForgot"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/password/reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the texted code; signs out every session */
    post: operations["postAuthPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a bidder; signs in and texts a code to confirm the phone */
    post: operations["postAuthRegister"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/cities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cities with their number of open auctions */
    get: operations["getCities"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live updates (Server-Sent Events) for auctions and the signed-in user
     * @description One stream per browser tab: the auctions asked for, plus the signed-in user's own channel
     *     (session cookie or bearer token). Every message has an `id` (the stream's whole cursor after it: the
     *     browser sends it back as `Last-Event-ID` when it reconnects, and gets exactly what it missed) and a
     *     `data` line of JSON. Messages:
     *
     *     - `retry: 3000` first, then `hello`: `{ serverTime, cursor }`, the position each channel starts from;
     *     - `bids`, `status`, `notification`, `wallet`, `chat`: a channel's event (schema LiveEventData), in order,
     *       replayed from the database first when the cursor is behind, then live;
     *     - `reset`: `{ channel, seq, serverTime }`, the events after the cursor are no longer kept (24 hours,
     *       or more than 1,000 missed): reload that channel's data; the stream continues after `seq`;
     *     - a comment `: <server ms>` every 15 seconds keeps the connection open.
     *
     *     Answers 204 when there is nothing to watch (a guest asking for no auction).
     */
    get: operations["getEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/inquiries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an inquiry to the organizing committee (guests too)
     * @description Full name, a Saudi mobile number (any common writing, Arabic-Indic digits too), an optional e-mail, a message of 10 to 2,000 characters, and `agree: true`. Acknowledged by SMS (and e-mail when given). A signed-in sender also gets the answer in the app. At most 10 an hour from one address and 3 to one phone number.
     */
    post: operations["postInquiries"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's account and notification settings */
    get: operations["getMe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change name, e-mail, language, theme, notification settings, or start a phone change
     * @description A new phone needs `currentPassword` and is applied only after the code texted to it is confirmed at POST /auth/otp/verify with purpose change_phone; until then it shows as `pendingPhone`.
     */
    patch: operations["patchMe"];
    trace?: never;
  };
  "/me/agencies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who acts for me and for whom I act, newest first, with my approved powers of attorney */
    get: operations["getMeAgencies"];
    put?: never;
    /**
     * Invite someone, by phone or ID number, to act for me or to let me act for them
     * @description The agency rests on one of your approved powers of attorney and waits for the other side to confirm or decline.
     */
    post: operations["postMeAgencies"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/agencies/{id}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an invitation sent to me */
    post: operations["postMeAgenciesByIdConfirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/agencies/{id}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline an invitation sent to me */
    post: operations["postMeAgenciesByIdDecline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/agencies/{id}/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an agency (or withdraw an invitation), either side, at once */
    post: operations["postMeAgenciesByIdRevoke"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/agencies/{id}/settlements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the principal of an agency of mine (as agent, with pay) owes now
     * @description The principal's due settlements for the auctions they won, the nearest deadline first, each payable from the principal's wallet by POST to its `pay`. Only for the agency's agent while it is in force with the `pay` scope.
     */
    get: operations["getMeAgenciesByIdSettlements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/agencies/{id}/settlements/{settlementId}/wallet-payment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay a settlement of the principal from the principal's wallet, as their agent
     * @description Deducts exactly `totalDue` from the principal's available balance at once, as the principal's own wallet payment would: the payment, ledger, receipt and tax invoice are the principal's, the payment names you as their agent, the act is audited and the principal is told. Header `Idempotency-Key` is required and is yours: a retry with the same key answers the same payment. A settlement that is not the principal's is refused like a missing authority (AGENT_NOT_AUTHORIZED).
     */
    post: operations["postMeAgenciesByIdSettlementsBySettlementIdWalletPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/authority-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My power-of-attorney and foreign-owner requests, newest first, with their documents and steps */
    get: operations["getMeAuthorityRequests"];
    put?: never;
    /**
     * Send a power-of-attorney or foreign-owner request with its documents
     * @description Each field and document is checked as on the /forms pages; a 422 names every bad field. The requester is notified. Files are checked by their content and kept readable only by the requester and the committee.
     */
    post: operations["postMeAuthorityRequests"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/authority-requests/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my power-of-attorney or foreign-owner requests */
    get: operations["getMeAuthorityRequestsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/authority-requests/{id}/documents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the documents the committee asked for; the request goes back to it
     * @description Only while the request's status is more_documents_needed (otherwise 409 REQUEST_NOT_AWAITING_DOCUMENTS); at least one file, of a kind the request lists or `other`. The request returns to `submitted`.
     */
    post: operations["postMeAuthorityRequestsByIdDocuments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/bank-accounts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your bank accounts (IBANs) for withdrawals, newest first */
    get: operations["getMeBankAccounts"];
    put?: never;
    /**
     * Add a bank account (IBAN) with its certificate
     * @description multipart/form-data with `iban`, `accountName` and the `certificate` file (the bank's IBAN certificate: PDF, JPEG, PNG or WebP by content, ≤ 10 MB). The account waits for the committee to verify it; withdrawals go only to verified accounts. At most 5 accounts verified or waiting at once.
     */
    post: operations["postMeBankAccounts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/chat/conversations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My conversations, the latest message first, with unread counts */
    get: operations["getMeChatConversations"];
    put?: never;
    /** Start (or find) my conversation with an auction's selling agent, or with support */
    post: operations["postMeChatConversations"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/chat/conversations/{id}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of a conversation's messages, oldest first (mine, or support's for the committee) */
    get: operations["getMeChatConversationsByIdMessages"];
    put?: never;
    /**
     * Send a message: text, an attachment, or both
     * @description application/json: text of 1 to 2000 characters. multipart/form-data: the same fields and an optional `attachment` (one JPEG, PNG or WebP image or PDF, checked by its content, at most 10 MB, as on the chat page); the text may then be left out. One of the two is required: a request without a body is refused 422. Idempotent by `clientMessageId`: a retry answers 200 with the stored message and stores no second copy of its file.
     */
    post: operations["postMeChatConversationsByIdMessages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/chat/conversations/{id}/messages/{messageId}/attachment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A message's attachment (the conversation's participants; support's on a support conversation)
     * @description The file as stored: a PDF, or an image (re-encoded as WebP; shown inline, anything else downloaded), never cached, sandboxed. Who may not read the conversation hears 404, as for a message with no file.
     */
    get: operations["getMeChatConversationsByIdMessagesByMessageIdAttachment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/chat/conversations/{id}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a conversation read (up to a message, or to its end) */
    post: operations["postMeChatConversationsByIdRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/dashboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My properties' auctions with registrations, bids, the highest bid, page views and favorites
     * @description The auctions of the properties the user owns or sells as their selling agent, drafts included; `viewsByDay` covers the last 14 days (Riyadh time), `bids` the price over time (amounts only).
     */
    get: operations["getMeDashboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/favorites": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My favorite auctions, the newest favorite first, each with its live status and price */
    get: operations["getMeFavorites"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/favorites/{auctionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Add an auction to my favorites (again: no change) */
    put: operations["putMeFavoritesByAuctionId"];
    post?: never;
    /** Remove an auction from my favorites (when it is not there: no change) */
    delete: operations["deleteMeFavoritesByAuctionId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/inquiries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My inquiries sent while signed in, newest first, with the committee's answers (at most 50) */
    get: operations["getMeInquiries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/invoices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A simplified tax invoice (yours; the organizing committee may read any) */
    get: operations["getMeInvoicesById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/listings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My listing requests, newest first */
    get: operations["getMeListings"];
    put?: never;
    /** Start a listing request (a draft) */
    post: operations["postMeListings"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/listings/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my listing requests */
    get: operations["getMeListingsById"];
    /** Save my draft (or my request sent back with changes asked) */
    put: operations["putMeListingsById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/listings/{id}/files": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add photos and documents to my editable request
     * @description multipart/form-data, 10 MB at a time. Photos are re-encoded as WebP and their metadata (GPS) dropped; documents are PDFs. At most 20 photos and 10 documents per request. Readable only by the requester and the committee until approved.
     */
    post: operations["postMeListingsByIdFiles"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/listings/{id}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send my request to the committee
     * @description Needs every required field, a city and district from the lists, a photo and the title deed; otherwise 422 LISTING_INCOMPLETE with each gap in `issues`.
     */
    post: operations["postMeListingsByIdSubmit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/next-bidder-offers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Offers awaiting my answer: properties offered to me at my bid after the winner defaulted */
    get: operations["getMeNextBidderOffers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/next-bidder-offers/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my offers */
    get: operations["getMeNextBidderOffersById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/next-bidder-offers/{id}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the offer: the deposit is locked and a settlement opens at my bid
     * @description Needs the deposit covered by the wallet's available balance, as for a bid. The settlement is due within the payment period in working days. Accepting again answers the same acceptance and moves no money.
     */
    post: operations["postMeNextBidderOffersByIdAccept"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/next-bidder-offers/{id}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline the offer: the committee may offer the property to the next bidder */
    post: operations["postMeNextBidderOffersByIdDecline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's notifications, newest first, in the request's language */
    get: operations["getMeNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/notifications/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark some or all of the user's notifications as read */
    post: operations["postMeNotificationsRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your orders in one group, a page at a time, with every group's count */
    get: operations["getMeOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/orders/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of your orders */
    get: operations["getMeOrdersById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/orders/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the request (withdraw your registration) before the auction starts
     * @description Nothing is released or charged: a deposit is locked only while you lead, and nobody leads before the start. The order stays, in the cancelled group. Cancelling a cancelled order answers it again.
     */
    post: operations["postMeOrdersByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/orders/{id}/receipt/mail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail yourself a copy of the order's electronic receipt
     * @description Sent to your account's e-mail, in the request's language. At most 10 an hour.
     */
    post: operations["postMeOrdersByIdReceiptMail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password; signs out every other session and rotates this one */
    post: operations["postMePassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your payments, newest first
     * @description Top-ups and winner's payments by every method, whatever their status.
     */
    get: operations["getMePayments"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/payments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of your payments, with its transfer declaration and receipt */
    get: operations["getMePaymentsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/payments/{id}/receipt/mail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail yourself a copy of a payment's receipt
     * @description Sent to your account's e-mail, in the request's language (shares the receipts' hourly limit).
     */
    post: operations["postMePaymentsByIdReceiptMail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's active sessions, most recently used first */
    get: operations["getMeSessions"];
    put?: never;
    post?: never;
    /** Sign out every other session */
    delete: operations["deleteMeSessions"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/sessions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one session (this one included) */
    delete: operations["deleteMeSessionsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/settlements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What you owe (and paid) for the auctions you won
     * @description Due first, the nearest deadline first; then paid or defaulted, the latest first.
     */
    get: operations["getMeSettlements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/settlements/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of your settlements, with every payment towards it */
    get: operations["getMeSettlementsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/settlements/{id}/pay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay what a settlement owes from your wallet
     * @description Deducts exactly `totalDue` from your available balance at once; the deposit held on the auction is applied to the price. Issues the payment's receipt and the commission's simplified tax invoice. Header `Idempotency-Key` is required: a retry with the same key answers the same payment. Cards, Mada, Apple Pay and transfers go through POST /payments and POST /payments/transfers.
     */
    post: operations["postMeSettlementsByIdPay"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The timeline of my listing requests and of my properties' auctions
     * @description Each listing request (continued by the auction its approval made), the user's own or sent for them by an agent (`listedBy`), and each other auction of a property the user owns, the most recently moved first, with every step's date.
     */
    get: operations["getMeStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/wallet": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your wallet: available, locked (per auction), being withdrawn and total, in halalas */
    get: operations["getMeWallet"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/wallet/movements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your wallet's movements, newest first
     * @description Every ledger transaction of yours (top-ups, deposits locked and released, payments, refunds, withdrawals), with what it changed in each balance and a description in the request's language.
     */
    get: operations["getMeWalletMovements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/withdrawals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your withdrawals, newest first */
    get: operations["getMeWithdrawals"];
    put?: never;
    /**
     * Withdraw to one of your verified bank accounts
     * @description Holds the amount from your available balance at once (it can no longer cover a deposit); the committee then pays it to the IBAN (you get a receipt) or refuses it (the amount returns). Never more than the available balance, even for simultaneous requests. Header `Idempotency-Key` is required.
     */
    post: operations["postMeWithdrawals"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/me/withdrawals/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of your withdrawals, with its receipt once paid */
    get: operations["getMeWithdrawalsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/meta": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Build id and the server's clock (for countdown skew correction) */
    get: operations["getMeta"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a card, Mada or Apple Pay payment
     * @description A wallet top-up (`purpose: top_up` with `amount`) or a winner's payment (`purpose: winner_payment` with `settlementId`, exactly what it owes). Answers the gateway's hosted page to send the payer to; the card is typed there, never here. The gateway sends the payer back to /payments/callback. At most 10000000 SAR per card payment. Header `Idempotency-Key` is required.
     */
    post: operations["postPayments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments/receipts/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check a payment receipt by its verification code (public)
     * @description Says whether a payment (or withdrawal) receipt is genuine, with only facts that name no one: its kind, amount and date. Case, spaces and dashes do not matter. Orders' receipts are checked at /receipts/verify.
     */
    get: operations["getPaymentsReceiptsVerify"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments/transfers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Declare a bank transfer or wire you sent, with its receipt
     * @description multipart/form-data. Send the money first to the platform's account, quoting your reference (MZD-U-…, shown on /paymentMethod/transfer); then declare it here. It stays `awaiting_review` until the organizing committee verifies it against the bank statement, and only then is it credited. A winner's payment declares exactly what its settlement owes (one declaration under review at a time). Needs a confirmed mobile number. Top-ups: at most 3 awaiting review at a time, and at most 50 MB of receipts in 24 hours. Header `Idempotency-Key` is required.
     */
    post: operations["postPaymentsTransfers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments/webhooks/{gateway}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The payment gateway's webhooks (signed)
     * @description The raw body is checked against the gateway's signature (the sandbox's `X-Sandbox-Signature`, Moyasar's secret token); each event id is processed once, and the payment's outcome is then asked of the gateway itself.
     */
    post: operations["postPaymentsWebhooksByGateway"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/receipts/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check a receipt by its verification code (public)
     * @description Says whether a receipt is genuine, with only the facts that name no one: the asset number, the registration's date and whether it still stands. Spaces, dashes and case do not matter.
     */
    get: operations["getReceiptsVerify"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Account: {
      /** Format: date */
      birthDate: string;
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: uuid */
      id: string;
      /** @description The identity document, verified by the committee or not; private to its holder */
      idDocument: {
        number: string;
        /** @enum {string} */
        type: "national_id" | "iqama" | "passport";
        verified: boolean;
      } | null;
      /** @enum {string} */
      locale: "ar" | "en";
      name: string;
      notifications: components["schemas"]["NotificationPreference"][];
      pendingPhone: components["schemas"]["PendingCode"] & (Record<string, never> | null);
      phone: string;
      phoneVerified: boolean;
      roles: ("bidder" | "agent" | "owner" | "committee" | "admin")[];
      /** @enum {string} */
      theme: "light" | "dark";
    };
    AdminAuction: {
      /** Format: date-time */
      announcedAt: string | null;
      assetNumber: string;
      bidCount: number;
      documents: {
        id: number;
        /** @enum {string} */
        kind: "title_deed" | "site_plan" | "valuation_report" | "building_permit" | "special_rules" | "other";
        sizeBytes: number;
        titleAr: string;
        titleEn: string;
      }[];
      id: number;
      liveVideoUrl: string | null;
      photos: {
        altAr: string;
        altEn: string;
        id: number;
        position: number;
        url: string | null;
      }[];
      /** @description The property's fields, as stored */
      property: {
        [key: string]: unknown;
      };
      specialRulesVersion: number;
      /** @enum {string} */
      status: "draft" | "upcoming" | "current" | "finished" | "cancelled";
      terms: {
        /** @description The increment; null: the price-band ladder, in halalas (1 SAR = 100) */
        bidIncrement: number | null;
        commissionRateBp: number;
        /** @description The deposit, in halalas (1 SAR = 100) */
        deposit: number;
        /** Format: date-time */
        endsAt: string;
        extensionCapSeconds: number;
        extensionSeconds: number;
        extensionWindowSeconds: number;
        /** @description Also on site: the committee enters bids called out in the room */
        hybrid: boolean;
        /** @description The opening price, in halalas (1 SAR = 100) */
        openingPrice: number;
        /** @description The hidden reserve, in halalas (1 SAR = 100) */
        reservePrice: number | null;
        /** Format: date-time */
        startsAt: string;
        /** @description The valued price (the deposit is at most 5% of it), in halalas (1 SAR = 100) */
        valuedPrice: number | null;
      };
    };
    AdminAuctionSummary: {
      assetNumber: string;
      bidCount: number;
      cityAr: string;
      cityEn: string;
      /** Format: date-time */
      endsAt: string;
      id: number;
      /** @description The opening price, in halalas (1 SAR = 100) */
      openingPrice: number;
      specialRulesVersion: number;
      /** Format: date-time */
      startsAt: string;
      /** @enum {string} */
      status: "draft" | "upcoming" | "current" | "finished" | "cancelled";
      titleAr: string;
      titleEn: string;
    };
    AdminUser: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: uuid */
      id: string;
      /** @description The identity document the user gave, and whether the committee verified it */
      idDocument: {
        number: string;
        /** @enum {string} */
        type: "national_id" | "iqama" | "passport";
        verified: boolean;
      } | null;
      name: string;
      /** @description E.164 */
      phone: string;
      phoneVerified: boolean;
      roles: ("bidder" | "agent" | "owner" | "committee" | "admin")[];
      suspended: boolean;
    };
    AdminUserDetail: components["schemas"]["AdminUser"] & {
      /** @description Who verified the ID, and when */
      idVerification: {
        /** Format: date-time */
        at: string;
        by: {
          /** Format: uuid */
          id: string;
          name: string;
        } | null;
      } | null;
      /** @enum {string} */
      locale: "ar" | "en";
      participation: {
        bids: number;
        /** Format: date-time */
        lastBidAt: string | null;
        /** @description Active registrations (orders) */
        registrations: number;
        withdrawn: number;
        won: number;
      };
      suspension: {
        /** Format: date-time */
        at: string;
        by: {
          /** Format: uuid */
          id: string;
          name: string;
        } | null;
        reason: string;
      } | null;
      wallet: {
        /** @description Available balance, in halalas (1 SAR = 100) */
        available: number;
        /** @description Locked as deposits, all auctions, in halalas (1 SAR = 100) */
        locked: number;
      };
    };
    Agency: {
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      expiresAt: string;
      /** Format: uuid */
      id: string;
      /** @description You invited: the other side answers */
      invitedByViewer: boolean;
      otherName: string;
      /** Format: uuid */
      otherUserId: string;
      /**
       * Format: uuid
       * @description The approved power of attorney it rests on
       */
      powerOfAttorneyId: string;
      /** Format: date-time */
      respondedAt: string | null;
      /** Format: date-time */
      revokedAt: string | null;
      scopes: ("bid" | "list_property" | "pay")[];
      /**
       * @description pending → active | declined; active → revoked; expired once expiresAt has passed
       * @enum {string}
       */
      state: "pending" | "active" | "declined" | "revoked" | "expired";
      /**
       * @description principal: the other side acts for you; agent: you act for the other side
       * @enum {string}
       */
      viewerSide: "principal" | "agent";
    };
    AgencyInvitation: {
      /**
       * Format: date
       * @description The last day (Riyadh time), after today, at most five years ahead
       */
      expiresOn: string;
      /**
       * @description The other side's Saudi mobile number, or their national ID, Iqama or passport number
       * @example 0501234567
       */
      phone: string;
      /**
       * Format: uuid
       * @description One of your approved powers of attorney
       */
      powerOfAttorneyId: string;
      scopes: ("bid" | "list_property" | "pay")[];
      /**
       * @description principal: you invite your agent; agent: you invite your principal
       * @enum {string}
       */
      side: "principal" | "agent";
    };
    AuctionCancellationPreview: {
      auctionId: number;
      /** @description Bids voided by the cancellation */
      bidCount: number;
      cancellable: boolean;
      /** @description Deposit locks released by the cancellation */
      lockedDeposits: number;
      /** @description A live auction with bids: a second committee member must approve */
      needsSecondMember: boolean;
      pending: components["schemas"]["AuctionCancellationRequest"];
      /** @description Registered bidders notified */
      registrants: number;
      status: string;
    };
    AuctionCancellationRequest: {
      auctionId: number;
      /** Format: uuid */
      id: string;
      reasonAr: string;
      reasonEn: string;
      /** Format: date-time */
      requestedAt: string;
      requestedBy: {
        /** Format: uuid */
        id: string;
        name: string;
      };
    } | null;
    AuctionDetail: components["schemas"]["AuctionSummary"] & {
      /** @description Halalas; null: the price-band ladder */
      bidIncrement: number | null;
      cancelReason: components["schemas"]["Localized"] & (Record<string, never> | null);
      /** @description Basis points: 250 = 2.5% */
      commissionRateBp: number;
      deposit: number;
      description: components["schemas"]["Localized"];
      documents: {
        id: number;
        kind: string;
        mimeType: string;
        sizeBytes: number;
        title: components["schemas"]["Localized"];
      }[];
      /** @description Bids are taken at the venue too (entered by the committee) */
      hybrid: boolean;
      photos: {
        alt: components["schemas"]["Localized"];
        url: string | null;
      }[];
      property: {
        bathrooms: number | null;
        directions: {
          eastM: number;
          northM: number;
          southM: number;
          westM: number;
        };
        instrumentNumber: string;
        latitude: number;
        longitude: number;
        partNumber: string | null;
        receptions: number | null;
        rooms: number | null;
        schemeNumber: string | null;
        streetWidthM: number | null;
      };
      scheduledEndsAt: string;
      sellingAgent: {
        licenseNumber: string;
        name: components["schemas"]["Localized"];
      };
      use: string;
    };
    AuctionDocumentUpload: {
      /**
       * Format: binary
       * @description A PDF, ≤ 10 MB
       */
      file?: string;
      /** @enum {string} */
      kind?: "title_deed" | "site_plan" | "valuation_report" | "building_permit" | "special_rules" | "other";
      titleAr?: string;
      titleEn?: string;
    };
    AuctionEdit: {
      /** @description REGA's advertisement licence number (required to publish) */
      advertisementLicenseNumber?: string;
      areaM2: number;
      bathrooms?: number;
      /** @description In halalas; absent: the ladder */
      bidIncrement?: number | null;
      boundaryEastAr?: string;
      boundaryEastEn?: string;
      boundaryNorthAr?: string;
      boundaryNorthEn?: string;
      boundarySouthAr?: string;
      boundarySouthEn?: string;
      boundaryWestAr?: string;
      boundaryWestEn?: string;
      buildingAgeYears?: number;
      /** @example villa */
      category: string;
      /** @example riyadh */
      cityId: string;
      /** @description Basis points; 250 = 2.5% */
      commissionRateBp?: number;
      /** @description In halalas; absent: 5% of the opening price; at most 5% of the valued price */
      deposit?: number | null;
      descriptionAr?: string;
      descriptionEn?: string;
      /** @description REGA disclosure: present or not */
      disclosureDefects?: boolean | null;
      /** @description Details (required to publish when present) */
      disclosureDefectsAr?: string;
      /** @description Details (required to publish when present) */
      disclosureDefectsEn?: string;
      /** @description REGA disclosure: present or not */
      disclosureDisputes?: boolean | null;
      /** @description Details (required to publish when present) */
      disclosureDisputesAr?: string;
      /** @description Details (required to publish when present) */
      disclosureDisputesEn?: string;
      /** @description REGA disclosure: present or not */
      disclosureEncumbrances?: boolean | null;
      /** @description Details (required to publish when present) */
      disclosureEncumbrancesAr?: string;
      /** @description Details (required to publish when present) */
      disclosureEncumbrancesEn?: string;
      /** @description REGA disclosure: present or not */
      disclosureMortgages?: boolean | null;
      /** @description Details (required to publish when present) */
      disclosureMortgagesAr?: string;
      /** @description Details (required to publish when present) */
      disclosureMortgagesEn?: string;
      /** @description Survey data in Arabic (required to publish) */
      disclosureSurveyAr?: string;
      /** @description Survey data in English (required to publish) */
      disclosureSurveyEn?: string;
      districtId: number;
      eastM: number;
      /** Format: date-time */
      endsAt: string;
      extensionCapSeconds?: number;
      extensionSeconds?: number;
      extensionWindowSeconds?: number;
      /** @description Also on site (the committee enters bids called out in the room); absent: false */
      hybrid?: boolean;
      instrumentNumber?: string;
      latitude?: number;
      /**
       * Format: uri
       * @description The session's live video, https only; may change after bids
       */
      liveVideoUrl?: string;
      longitude?: number;
      /** @description After a registration: the terms change with a new special-rules version */
      newRulesVersion?: boolean;
      northM: number;
      /** @description In halalas */
      openingPrice: number;
      partNumber?: string;
      receptions?: number;
      reservePrice?: number | null;
      rooms?: number;
      schemeNumber?: string;
      sellingAgentId: number;
      southM: number;
      /** Format: date-time */
      startsAt: string;
      streetWidthM?: number;
      titleAr?: string;
      titleEn?: string;
      /** @example residential */
      use: string;
      valuedPrice?: number | null;
      westM: number;
    };
    AuctionPage: {
      data: components["schemas"]["AuctionSummary"][];
      page: number;
      /** @description Pages known to exist (a floor when totalIsLowerBound) */
      pages: number;
      pageSize: number;
      /** @description Matching auctions; a floor when totalIsLowerBound (counting stops 1,000 past the page) */
      total: number;
      totalIsLowerBound: boolean;
    };
    AuctionPhotoChange: {
      altAr?: string;
      altEn?: string;
      /** @description 0 makes it the cover */
      position?: number;
    };
    AuctionPhotoUpload: {
      /** @description The caption in Arabic */
      altAr?: string;
      /** @description The caption in English */
      altEn?: string;
      /**
       * Format: binary
       * @description JPEG, PNG or WebP, ≤ 10 MB
       */
      file?: string;
    };
    AuctionRegistrant: {
      /** @description An automatic bid works for them; its maximum is never shown */
      autoBidActive: boolean;
      bidCount: number;
      /** @description "Bidder n" in the public history */
      bidderNumber: number | null;
      /** @enum {string} */
      deposit: "locked" | "released" | "none";
      email: string;
      highestBid: number | null;
      /** @description The identity document the registrant gave, and whether the committee verified it */
      idDocument: {
        number: string;
        /** @enum {string} */
        type: "national_id" | "iqama" | "passport";
        verified: boolean;
      } | null;
      /** @description Locked on this auction now, in halalas (1 SAR = 100) */
      lockedAmount: number;
      name: string;
      phone: string;
      phoneVerified: boolean;
      /** Format: date-time */
      registeredAt: string;
      /** Format: uuid */
      userId: string;
    };
    AuctionSummary: {
      areaM2: number;
      /** @example MZ-104523 */
      assetNumber: string;
      bidCount: number;
      /** @enum {string} */
      category: "apartment" | "villa" | "house" | "land" | "building" | "commercial" | "farm";
      city: components["schemas"]["Localized"];
      /** @description Highest bid so far, halalas */
      currentPrice: number | null;
      district: components["schemas"]["Localized"];
      /** @description Hammer price of a finished auction */
      endPrice: number | null;
      endsAt: string;
      id: number;
      /** @description Halalas */
      openingPrice: number;
      photoUrl: string | null;
      startsAt: string;
      /** @enum {string} */
      status: "current" | "upcoming" | "finished" | "cancelled";
      title: components["schemas"]["Localized"];
    };
    AuditEntry: {
      /** @example withdrawal.paid */
      action: string;
      /** @description The action in the request's language */
      actionLabel: string;
      /** @description Null when the platform itself acted (a scheduled job) */
      actor: {
        email: string;
        /** Format: uuid */
        id: string;
        name: string;
        phone: string;
      } | null;
      /** @description The same fields after it */
      after: {
        [key: string]: unknown;
      } | null;
      /** @description The fields the action changed, before it (amounts in halalas) */
      before: {
        [key: string]: unknown;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Other facts recorded with the action */
      details: {
        [key: string]: unknown;
      } | null;
      id: number;
      reason: string | null;
      subjectId: string;
      subjectType: string;
    };
    AuditLogPage: {
      entries: components["schemas"]["AuditEntry"][];
      next: string | null;
    };
    AuthorityRequest: {
      agentIdNumber: string | null;
      /** @enum {string|null} */
      agentIdType: "national_id" | "iqama" | "passport" | null;
      agentName: string | null;
      /** @description ISO 3166-1 alpha-2 */
      country: string | null;
      /** Format: date-time */
      createdAt: string;
      documents: {
        /** Format: date-time */
        createdAt: string;
        id: number;
        /** @enum {string} */
        kind:
          | "authorization"
          | "poa_document"
          | "principal_id"
          | "agent_id"
          | "passport"
          | "ownership_proof"
          | "commercial_register"
          | "other";
        mimeType: string;
        name: string;
        sizeBytes: number;
        /**
         * Format: uuid
         * @description Read it at /media/uploads/{uploadId} (requester and committee)
         */
        uploadId: string;
      }[];
      events: {
        /** Format: date-time */
        at: string;
        noteAr: string | null;
        noteEn: string | null;
        /** @enum {string} */
        status: "submitted" | "under_review" | "approved" | "rejected" | "more_documents_needed";
      }[];
      /** Format: date */
      expiresOn: string | null;
      /** Format: uuid */
      id: string;
      idNumber: string | null;
      /** @enum {string|null} */
      idType: "national_id" | "iqama" | "passport" | null;
      /** @enum {string} */
      kind: "power_of_attorney" | "foreign_owner";
      mobile: string | null;
      /** @description ISO 3166-1 alpha-2 */
      nationality: string | null;
      originNumber: string | null;
      /** @description The owner or company (a power of attorney: the principal) */
      ownerName: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description The committee's last words (rejection, documents asked) */
      reviewNoteAr: string | null;
      reviewNoteEn: string | null;
      scopes: ("bid" | "list_property" | "pay")[];
      /** @enum {string} */
      status: "submitted" | "under_review" | "approved" | "rejected" | "more_documents_needed";
      /** Format: date-time */
      submittedAt: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description The committee's words in Arabic and English, 3 to 1,000 characters each; the requester reads them */
    AuthorityRequestDecision: {
      reasonAr: string;
      reasonEn: string;
    };
    AuthorityRequestDocuments: {
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      agent_id?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      authorization?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      commercial_register?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      other?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      ownership_proof?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      passport?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      poa_document?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      principal_id?: string;
    };
    AuthorityRequestQueue: {
      counts: {
        [key: string]: number;
      };
      requests: {
        /** Format: date-time */
        createdAt: string;
        /** Format: uuid */
        id: string;
        /** @enum {string} */
        kind: "power_of_attorney" | "foreign_owner";
        ownerName: string | null;
        requester: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        } | null;
        /** @enum {string} */
        status: "submitted" | "under_review" | "approved" | "rejected" | "more_documents_needed";
        /** Format: date-time */
        submittedAt: string | null;
        /** Format: date-time */
        updatedAt: string;
      }[];
    };
    /** @description multipart/form-data. Documents each kind requires: power_of_attorney — authorization, poa_document, principal_id (agent_id, commercial_register optional); foreign_owner — authorization, passport, ownership_proof (commercial_register optional). At most 12 files; the body at most 25 MB. */
    AuthorityRequestSubmission: {
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      agent_id?: string;
      /** @description Power of attorney only */
      agentIdNumber?: string;
      /**
       * @description Power of attorney only
       * @enum {string}
       */
      agentIdType?: "national_id" | "iqama" | "passport";
      /** @description Power of attorney only */
      agentName?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      authorization?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      commercial_register?: string;
      /** @description ISO 3166-1 alpha-2 */
      country?: string;
      /** @description Power of attorney only: YYYY-MM-DD, after today */
      expiresOn?: string;
      /** @description A national ID (1…) or Iqama (2…): 10 digits with the check digit; a passport: 6–20 letters and digits */
      idNumber?: string;
      /** @enum {string} */
      idType?: "national_id" | "iqama" | "passport";
      /**
       * @description Required
       * @enum {string}
       */
      kind?: "power_of_attorney" | "foreign_owner";
      /** @description A Saudi mobile number */
      mobile?: string;
      /** @description ISO 3166-1 alpha-2 (243 countries) */
      nationality?: string;
      /** @description Optional: the property's origin (asset) number */
      originNumber?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      other?: string;
      /** @description The owner or company (a power of attorney: the principal) */
      ownerName?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      ownership_proof?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      passport?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      poa_document?: string;
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP image, or a PDF; at most 10 MB
       */
      principal_id?: string;
      /** @description Power of attorney only: bid, list_property, pay; repeat the part for several */
      scopes?: string | string[];
    };
    AutoBidRequest: {
      /** @description This auction's special rules are accepted */
      acceptRules?: boolean;
      /** @description The platform's terms and conditions are accepted */
      acceptTerms?: boolean;
      /**
       * @description The hidden maximum, in halalas (1 SAR = 100)
       * @example 125000000
       */
      maxAmount: number;
      /**
       * Format: uuid
       * @description Bid for this principal, as their agent (an active agency with the `bid` scope, checked in the bid's transaction): the bid, registration and deposit are theirs, and the bid records you as its agent
       */
      principalUserId?: string;
      /** @description The version of the special rules accepted (the auction's `specialRulesVersion`) */
      rulesVersion?: number;
    };
    BankAccount: {
      accountName: string;
      bank: {
        /**
         * @description The bank's code (IBAN positions 5–6)
         * @example 80
         */
        code: string;
        /**
         * @description In the request's language
         * @example Al Rajhi Bank
         */
        name: string;
      };
      /** @description The IBAN certificate, readable by you and the committee */
      certificateUrl: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @example SA0380000000608010167519 */
      iban: string;
      /** @example SA03 8000 0000 6080 1016 7519 */
      ibanFormatted: string;
      /** Format: uuid */
      id: string;
      rejectionReason: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /**
       * @description pending until the committee checks the certificate; only verified accounts take withdrawals
       * @enum {string}
       */
      status: "pending" | "verified" | "rejected";
    };
    BankAccountRequest: {
      /** @description At least 3 characters, as on the certificate */
      accountName: string;
      /**
       * Format: binary
       * @description The IBAN certificate: PDF, JPEG, PNG or WebP, ≤ 10 MB
       */
      certificate?: string;
      /** @description Spaces, lower case and Arabic-Indic digits are read */
      iban: string;
    };
    Bid: {
      /**
       * @description Halalas
       * @example 125000000
       */
      amount: number;
      /** @description The masked bidder, shown as "Bidder N": the Nth distinct bidder of the auction */
      bidderNumber: number;
      /**
       * Format: date-time
       * @description The server's time of acceptance (ISO 8601, UTC)
       */
      placedAt: string;
      /** @description 1 for the auction's first bid, then +1 per bid */
      sequence: number;
      /** @enum {string} */
      source: "web" | "app" | "automatic" | "agent" | "on_site";
    };
    BidPage: {
      data: components["schemas"]["Bid"][];
      /** @description `before` for the next, older page; null on the last page */
      nextBefore: number | null;
    };
    BidRequest: {
      /** @description This auction's special rules are accepted */
      acceptRules?: boolean;
      /** @description The platform's terms and conditions are accepted */
      acceptTerms?: boolean;
      /**
       * @description The bid, in halalas (1 SAR = 100)
       * @example 125000000
       */
      amount: number;
      /** @description Needed when the bid is more than 20% above the minimum (BID_CONFIRMATION_REQUIRED) */
      confirmHighBid?: boolean;
      /**
       * Format: uuid
       * @description Bid for this principal, as their agent (an active agency with the `bid` scope, checked in the bid's transaction): the bid, registration and deposit are theirs, and the bid records you as its agent
       */
      principalUserId?: string;
      /** @description The version of the special rules accepted (the auction's `specialRulesVersion`) */
      rulesVersion?: number;
    };
    BidResult: {
      autoBid: {
        maxAmount: number;
      } | null;
      /** @description The bid placed by this request (null when an automatic bid needed none) */
      bid: {
        amount: number;
        bidderNumber: number;
        /** Format: date-time */
        placedAt: string;
        sequence: number;
        /** @enum {string} */
        source: "web" | "app" | "automatic" | "agent" | "on_site";
      } | null;
      bidCount: number;
      /**
       * Format: date-time
       * @description The end, later if a late bid extended it
       */
      endsAt: string;
      extended: boolean;
      /** @description True when you lead now (an automatic rival may answer at once) */
      leading: boolean;
      minimumNextBid: number;
      price: number | null;
    };
    CardPaymentRequest: {
      /**
       * @description A top-up's amount, in halalas
       * @example 5000000
       */
      amount?: number;
      /** @enum {string} */
      method: "mada" | "credit_card" | "apple_pay";
      /** @enum {string} */
      purpose: "top_up" | "winner_payment";
      /**
       * Format: uuid
       * @description A winner's payment: the settlement it pays, in full
       */
      settlementId?: string;
    };
    CardPaymentStarted: {
      /** Format: uuid */
      paymentId: string;
      /** @description Send the payer's browser here (the gateway's hosted page) */
      redirectUrl: string;
      reference: string;
    };
    ChatConversation: {
      auctionId: number | null;
      /** @description The other side's name (empty: support, for a user) */
      counterpartName: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: "agent" | "support";
      lastMessage: {
        body: string;
        /** Format: date-time */
        createdAt: string;
        hasAttachment: boolean;
      } | null;
      property: {
        assetNumber: string;
        titleAr: string;
        titleEn: string;
      } | null;
      unread: number;
    };
    ChatMessage: {
      attachment: {
        /**
         * @description Where to GET the file through the API, with the same credentials (the conversation's participants; on a support conversation the committee too): GET /me/chat/conversations/{id}/messages/{messageId}/attachment
         * @example /api/v1/me/chat/conversations/5f0c3a52-8d1e-4b7a-9c2f-1e6d4a7b8c90/messages/42/attachment
         */
        href: string;
        /** @description The file's name as sent, cleaned; its extension the stored type's */
        name: string;
        /** @description In bytes, as stored */
        size: number;
        /**
         * @description application/pdf, or image/webp (images are re-encoded as WebP)
         * @example application/pdf
         */
        type: string;
      } | null;
      /** @description As written: show it escaped, direction-isolated */
      body: string;
      /** Format: uuid */
      clientMessageId: string | null;
      /** Format: uuid */
      conversationId: string;
      /** Format: date-time */
      createdAt: string;
      /** @description Written by a committee member answering as support */
      fromSupport: boolean;
      id: number;
      senderName: string;
      /** Format: uuid */
      senderUserId: string;
    };
    ChatRead: {
      upTo?: number;
    };
    ChatSend: {
      body: string;
      /**
       * Format: uuid
       * @description A new UUID per message: a retry with the same id answers the stored message, never a second one
       */
      clientMessageId: string;
    };
    ChatSendWithAttachment: {
      /**
       * Format: binary
       * @description One file: a JPEG, PNG or WebP image or a PDF, by its content (not its name or part header); at most 10 MB. Images are re-encoded as WebP, their metadata (GPS) dropped
       */
      attachment?: string;
      /** @description Up to 2000 characters; may be left out with an attachment */
      body?: string;
      /**
       * Format: uuid
       * @description Required. A new UUID per message: a retry with the same id answers the stored message, never a second one
       */
      clientMessageId?: string;
    };
    ChatStart: {
      /** @description Required with kind `agent`: the auction whose selling agent is asked */
      auctionId?: number;
      /** @enum {string} */
      kind: "agent" | "support";
    };
    ChatThread: {
      asSupport: boolean;
      conversation: components["schemas"]["ChatConversation"];
      hasOlder: boolean;
      lastReadMessageId: number;
      messages: components["schemas"]["ChatMessage"][];
    };
    City: {
      /** @example riyadh */
      id: string;
      latitude: number;
      longitude: number;
      /** @example الرياض */
      nameAr: string;
      /** @example Riyadh */
      nameEn: string;
      /** @description Upcoming and current auctions */
      openAuctions: number;
      regionAr: string;
      regionEn: string;
    };
    DashboardAuction: {
      /** Format: date-time */
      announcedAt: string | null;
      assetNumber: string;
      auctionId: number;
      bidCount: number;
      bids: {
        /** @description The bid, in halalas (1 SAR = 100) */
        amount: number;
        /** Format: date-time */
        placedAt: string;
      }[];
      /** Format: date-time */
      endsAt: string;
      /** @description Users who keep the auction in their favorites */
      favorites: number;
      /** @description The highest bid, or the hammer price once finished, in halalas (1 SAR = 100) */
      highestBid: number | null;
      /** @description The opening price, in halalas (1 SAR = 100) */
      openingPrice: number;
      registrations: number;
      /**
       * @description The user owns the property or sells it
       * @enum {string}
       */
      role: "owner" | "agent";
      /** Format: date-time */
      startsAt: string;
      /** @enum {string} */
      status: "draft" | "upcoming" | "current" | "finished" | "cancelled";
      titleAr: string;
      titleEn: string;
      /** @description Property page views, counted by the server */
      views: number;
      viewsByDay: {
        /** Format: date */
        day: string;
        views: number;
      }[];
    };
    DefaultCase: {
      auction: components["schemas"]["DefaultedAuctionSummary"];
      /** @description Who may be offered the property now, the next bidder first (each distinct bidder's highest bid; not the defaulters, those already offered, committee members, admins or suspended accounts). Empty unless `awaiting`. */
      candidates: components["schemas"]["NextBidderCandidate"][];
      defaults: {
        /** Format: date-time */
        defaultedAt: string | null;
        /** @description Their forfeited deposit, in halalas (1 SAR = 100) */
        depositForfeited: number;
        /** @description The price they did not pay, in halalas (1 SAR = 100) */
        hammerPrice: number;
        name: string;
        /** Format: uuid */
        settlementId: string;
        /** Format: uuid */
        userId: string;
      }[];
      offers: components["schemas"]["NextBidderOffer"][];
      rebook: {
        auctionId: number;
        status: string;
      } | null;
      /**
       * @description awaiting: the committee decides; offered: an offer awaits the bidder; resold: a next bidder accepted; rebooked: re-auctioned
       * @enum {string}
       */
      state: "awaiting" | "offered" | "resold" | "rebooked";
    };
    DefaultedAuction: {
      auction: components["schemas"]["DefaultedAuctionSummary"];
      /** Format: date-time */
      defaultedAt: string | null;
      defaulter: {
        name: string;
        /** Format: uuid */
        userId: string;
      };
      /** @description The defaulting winner's forfeited deposit, in halalas (1 SAR = 100) */
      depositForfeited: number;
      openOffer: {
        /** @description Offered price, in halalas (1 SAR = 100) */
        amount: number;
        /** Format: date-time */
        expiresAt: string;
        userName: string;
      } | null;
      /**
       * @description awaiting: the committee decides; offered: an offer awaits the bidder; resold: a next bidder accepted; rebooked: re-auctioned
       * @enum {string}
       */
      state: "awaiting" | "offered" | "resold" | "rebooked";
    };
    DefaultedAuctionSummary: {
      assetNumber: string;
      /** @description The auction's deposit, in halalas (1 SAR = 100) */
      deposit: number;
      id: number;
      status: string;
      titleAr: string;
      titleEn: string;
    };
    Inquiry: {
      answer: string | null;
      /** Format: date-time */
      answeredAt: string | null;
      /** Format: uuid */
      answeredBy: string | null;
      /** Format: date-time */
      closedAt: string | null;
      /** Format: uuid */
      closedBy: string | null;
      /** Format: date-time */
      createdAt: string;
      email: string | null;
      fullName: string;
      /** Format: uuid */
      id: string;
      /**
       * @description The language it was written in
       * @enum {string}
       */
      locale: "ar" | "en";
      message: string;
      /** @example +966501234567 */
      phone: string;
      reference: string;
      /** @enum {string} */
      status: "new" | "answered" | "closed";
      /**
       * Format: uuid
       * @description The signed-in sender, if any
       */
      userId: string | null;
    };
    /** @description The committee's answer, 3 to 2,000 characters, sent to the sender as written */
    InquiryAnswer: {
      answer: string;
    };
    InquiryQueue: {
      counts: {
        [key: string]: number;
      };
      inquiries: components["schemas"]["InquirySummary"][];
    };
    InquirySent: {
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** @example IQ-1A2B3C4D */
      reference: string;
      /** @enum {string} */
      status: "new" | "answered" | "closed";
    };
    InquirySummary: {
      /** Format: date-time */
      createdAt: string;
      /** @description The message's first 140 characters */
      excerpt: string;
      fullName: string;
      /** Format: uuid */
      id: string;
      phone: string;
      reference: string;
      /** @enum {string} */
      status: "new" | "answered" | "closed";
      /** Format: uuid */
      userId: string | null;
    };
    ListingApproval: {
      /** @description Halalas; by default the asking price */
      openingPrice?: number;
      sellingAgentId: number;
    };
    /** @description The committee's words in Arabic and English, 3 to 1,000 characters each; the owner reads them */
    ListingDecision: {
      reasonAr: string;
      reasonEn: string;
    };
    ListingQueue: {
      counts: {
        [key: string]: number;
      };
      requests: (components["schemas"]["ListingRequestSummary"] & {
        requester: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        } | null;
      })[];
    };
    ListingRequest: {
      adLicenseNumber: string | null;
      areaM2: number | null;
      /** @description Halalas */
      askingPrice: number | null;
      /** @description The draft auction an approval created */
      auctionId: number | null;
      bathrooms: number | null;
      boundaryEast: string | null;
      boundaryNorth: string | null;
      boundarySouth: string | null;
      boundaryWest: string | null;
      buildingAgeYears: number | null;
      category: string | null;
      cityId: string | null;
      /** Format: date-time */
      createdAt: string;
      descriptionAr: string | null;
      descriptionEn: string | null;
      disclosures: string | null;
      districtId: number | null;
      documents: {
        id: number;
        /** @enum {string} */
        kind: "photo" | "title_deed" | "site_plan" | "valuation_report";
        mimeType: string;
        name: string;
        /** @description Photos: 0 is the cover */
        position: number;
        sizeBytes: number;
        /**
         * Format: uuid
         * @description Read it at /media/uploads/{uploadId} (owner and committee)
         */
        uploadId: string;
      }[];
      eastM: number | null;
      falLicenseNumber: string | null;
      /** Format: uuid */
      id: string;
      instrumentNumber: string | null;
      latitude: number | null;
      longitude: number | null;
      northM: number | null;
      partNumber: string | null;
      photos: {
        id: number;
        /** @enum {string} */
        kind: "photo" | "title_deed" | "site_plan" | "valuation_report";
        mimeType: string;
        name: string;
        /** @description Photos: 0 is the cover */
        position: number;
        sizeBytes: number;
        /**
         * Format: uuid
         * @description Read it at /media/uploads/{uploadId} (owner and committee)
         */
        uploadId: string;
      }[];
      /**
       * Format: uuid
       * @description The owner an agent lists for (an agency with list_property); null: for oneself
       */
      principalUserId: string | null;
      receptions: number | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description The committee's last words (changes asked, rejection) */
      reviewNoteAr: string | null;
      reviewNoteEn: string | null;
      rooms: number | null;
      schemeNumber: string | null;
      southM: number | null;
      /** @enum {string} */
      status: "draft" | "submitted" | "changes_requested" | "approved" | "rejected";
      streetWidthM: number | null;
      /** Format: date-time */
      submittedAt: string | null;
      titleAr: string | null;
      titleEn: string | null;
      /** Format: date-time */
      updatedAt: string;
      use: string | null;
      /** @description Halalas */
      valuation: number | null;
      westM: number | null;
    };
    /** @description Every field optional (a draft); prices in halalas, lengths in metres. Saving replaces every field: one left out is cleared. */
    ListingRequestDraft: {
      adLicenseNumber?: string;
      areaM2?: number;
      /** @description Halalas */
      askingPrice?: number;
      bathrooms?: number;
      boundaryEast?: string;
      boundaryNorth?: string;
      boundarySouth?: string;
      boundaryWest?: string;
      buildingAgeYears?: number;
      category?: string;
      cityId?: string;
      descriptionAr?: string;
      descriptionEn?: string;
      disclosures?: string;
      districtId?: number;
      eastM?: number;
      falLicenseNumber?: string;
      instrumentNumber?: string;
      latitude?: number;
      longitude?: number;
      northM?: number;
      partNumber?: string;
      /**
       * Format: uuid
       * @description List for this principal (an active, unexpired agency with list_property); null or left out: for oneself. Refused with 403 AGENT_NOT_AUTHORIZED otherwise.
       */
      principalUserId?: string | null;
      receptions?: number;
      rooms?: number;
      schemeNumber?: string;
      southM?: number;
      streetWidthM?: number;
      titleAr?: string;
      titleEn?: string;
      use?: string;
      /** @description Halalas */
      valuation?: number;
      westM?: number;
    };
    ListingRequestFiles: {
      /**
       * Format: binary
       * @description JPEG, PNG or WebP; repeat the field for several
       */
      photos?: string;
      /**
       * Format: binary
       * @description A PDF
       */
      site_plan?: string;
      /**
       * Format: binary
       * @description A PDF
       */
      title_deed?: string;
      /**
       * Format: binary
       * @description A PDF
       */
      valuation_report?: string;
    };
    ListingRequestSummary: {
      auctionId: number | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @enum {string} */
      status: "draft" | "submitted" | "changes_requested" | "approved" | "rejected";
      /** Format: date-time */
      submittedAt: string | null;
      titleAr: string | null;
      titleEn: string | null;
    };
    LiveEventData: {
      /**
       * @description `a:<auction id>` or `u:<user id>`
       * @example a:12
       */
      channel: string;
      /**
       * Format: date-time
       * @description When the event was written
       */
      createdAt: string;
      /** @description By type (app/modules/live/live-channels.ts, LiveEventPayloads); money in halalas */
      payload: {
        [key: string]: unknown;
      };
      /** @description 1, 2, 3 … per channel, without gaps */
      seq: number;
      /** @description The server's clock when sent (ms since 1970) */
      serverTime: number;
      /** @enum {string} */
      type: "bids" | "status" | "notification" | "wallet" | "chat";
    };
    Localized: {
      ar: string;
      en: string;
    };
    Meta: {
      apiBaseUrl: string;
      buildId: string;
      /** @description The server's clock (ISO 8601, UTC): the database's, by which bids are judged */
      serverTime: string;
    };
    MyAgencies: {
      actingForMe: components["schemas"]["Agency"][];
      iActFor: components["schemas"]["Agency"][];
      /** @description Your approved powers of attorney: what an invitation of yours may rest on */
      powersOfAttorney: {
        /** Format: date-time */
        approvedAt: string;
        /** Format: uuid */
        id: string;
      }[];
    };
    MyNextBidderOffer: components["schemas"]["NextBidderOffer"] & {
      auction: components["schemas"]["DefaultedAuctionSummary"];
    };
    NextBidderCandidate: {
      bidderNumber: number | null;
      /** @description Their highest bid on the auction, in halalas (1 SAR = 100) */
      highestBid: number;
      /** Format: date-time */
      lastBidAt: string;
      name: string;
      /** Format: uuid */
      userId: string;
    };
    NextBidderOffer: {
      /** @description The price offered: the bidder's own highest bid, in halalas (1 SAR = 100) */
      amount: number;
      auctionId: number;
      /** Format: date-time */
      decidedAt: string | null;
      /** @description Locked from the bidder's wallet on acceptance, in halalas (1 SAR = 100) */
      deposit: number;
      /** Format: date-time */
      expiresAt: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      offeredAt: string;
      /**
       * Format: uuid
       * @description The settlement the acceptance opened
       */
      settlementId: string | null;
      /** @enum {string} */
      status: "open" | "accepted" | "declined" | "expired";
      /** Format: uuid */
      userId: string;
      userName: string;
    };
    NextBidderOfferRequest: {
      /**
       * Format: uuid
       * @description The next bidder in rank
       */
      userId: string;
    };
    Notification: {
      auctionId: number | null;
      /** @description In the request's language; money in riyals, times in Riyadh time */
      body: string;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      event:
        | "bid_accepted"
        | "outbid"
        | "auction_extended"
        | "auction_starting_soon"
        | "auction_ending_soon"
        | "auction_won"
        | "auction_lost"
        | "auction_cancelled"
        | "payment_received"
        | "payment_failed"
        | "transfer_rejected"
        | "settlement_defaulted"
        | "next_bidder_offer"
        | "auction_rebooked"
        | "withdrawal_paid"
        | "withdrawal_rejected"
        | "bank_account_verified"
        | "bank_account_rejected"
        | "account_suspended"
        | "account_reinstated"
        | "cancellation_rejected"
        | "listing_changes_requested"
        | "listing_rejected"
        | "listing_approved"
        | "listing_submitted_for_principal"
        | "owner_auction_scheduled"
        | "owner_auction_live"
        | "owner_auction_sold"
        | "owner_auction_unsold"
        | "owner_auction_cancelled"
        | "inquiry_answered"
        | "agency_invited"
        | "agency_confirmed"
        | "agency_declined"
        | "agency_revoked"
        | "agent_bid_placed"
        | "authority_request_submitted"
        | "authority_request_under_review"
        | "authority_request_approved"
        | "authority_request_rejected"
        | "authority_request_more_documents"
        | "chat_message";
      /**
       * @description The auction's page in the request's language
       * @example /mazadat/12
       */
      href: string;
      id: number;
      /** @description What the event carries (money in halalas, times in ISO 8601) */
      params: {
        [key: string]: string | number | null;
      };
      /** Format: date-time */
      readAt: string | null;
      /** @description In the request's language */
      title: string;
    };
    NotificationPage: {
      items: components["schemas"]["Notification"][];
      /** @description `before` for older ones; null on the last page */
      nextBefore: number | null;
      unreadCount: number;
    };
    NotificationPreference: {
      /** @enum {string} */
      channel: "in_app" | "sms" | "email";
      enabled: boolean;
      /** @enum {string} */
      kind: "outbid" | "bidding" | "auction_starting" | "auction_won" | "payment" | "account";
    };
    /**
     * @description Either `ids` (1–100 of your notifications; others are ignored) or `all: true`
     * @example {
     *       "ids": [
     *         41,
     *         42
     *       ]
     *     }
     */
    NotificationsRead: {
      /** @enum {boolean} */
      all?: true;
      ids?: number[];
    };
    OnSiteBidRequest: {
      /** @description The bid in halalas (whole riyals) */
      amount: number;
      /**
       * Format: uuid
       * @description A registrant of the auction
       */
      bidderUserId: string;
      confirmHighBid?: boolean;
    };
    Order: {
      actions: {
        /** @description POST /me/orders/{id}/cancel is possible (before the start) */
        cancel: boolean;
        /** @description The auction is open: its page is /mazadat/{auction.id} */
        enter: boolean;
        /** @description Register again at POST /auctions/{auctionId}/registrations: the same auction, or the property's new one */
        rebook: {
          auctionId: number;
          sameAuction: boolean;
        } | null;
        receipt: {
          /** @description The printable receipt page */
          href: string;
        };
      };
      auction: {
        assetNumber: string;
        /** @description The organizing committee's reason, when it cancelled the auction */
        cancelReason: {
          ar: string;
          en: string;
        } | null;
        /** @description In the request's language */
        city: string;
        /** @description The highest bid so far, halalas */
        currentPrice: number | null;
        /** @description The deposit, halalas */
        deposit: number;
        /** @description The hammer price, halalas */
        endPrice: number | null;
        /** Format: date-time */
        endsAt: string;
        id: number;
        /** @description The opening price, halalas */
        openingPrice: number;
        /** @enum {string|null} */
        outcome: "sold" | "reserve_not_met" | "no_bids" | null;
        photoUrl: string | null;
        /** @description The special rules' current version */
        rulesVersion: number;
        /** Format: date-time */
        startsAt: string;
        /** @enum {string} */
        status: "upcoming" | "current" | "finished" | "cancelled";
        /** @description In the request's language */
        title: string;
        titleAr: string;
        titleEn: string;
      };
      /** @description “Bidder N”, from your first bid on */
      bidderNumber: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      group: "next" | "current" | "finished" | "cancelled";
      /** @description Your highest bid, halalas */
      highestBid: number | null;
      /** Format: uuid */
      id: string;
      /** @description True while the auction is live and your bid leads */
      leading: boolean;
      /** @enum {string|null} */
      outcome: "won" | "lost" | null;
      /** @example MZD-7K3Q-9XW2-H4TB */
      receiptCode: string;
      /** Format: date-time */
      rulesAcceptedAt: string;
      /** @description The version of the special rules you accepted */
      rulesVersion: number;
      /** @description What the order's state line says: registered, live, leading, outbid, won, lost, notSold, withdrawn or cancelledByCommittee */
      state: string;
      /** @description That state in the request's language */
      stateText: string;
      /**
       * @description withdrawn: you cancelled the request
       * @enum {string}
       */
      status: "active" | "withdrawn";
      /** Format: date-time */
      withdrawnAt: string | null;
    };
    OrderCounts: {
      cancelled: number;
      current: number;
      finished: number;
      next: number;
      /** @description Finished auctions you won (your purchases) */
      won: number;
    };
    OrderPage: {
      counts: components["schemas"]["OrderCounts"];
      /** @enum {string} */
      group: "next" | "current" | "finished" | "cancelled";
      items: components["schemas"]["Order"][];
      page: number;
      pages: number;
      pageSize: number;
      total: number;
    };
    OwnInquiry: components["schemas"]["InquirySent"] & {
      answer: string | null;
      /** Format: date-time */
      answeredAt: string | null;
      message: string;
    };
    Payment: {
      /** @description The amount, in halalas (1 SAR = 100) */
      amount: number;
      /** @description The card's brand and last four digits (never more) */
      card: {
        brand: string | null;
        last4: string | null;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Why a card payment failed, with `message` in the request's language */
      failure: {
        code: string | null;
        message: string;
        /** @enum {string} */
        reason:
          | "insufficientFunds"
          | "expiredCard"
          | "blockedCard"
          | "limitExceeded"
          | "authentication"
          | "cancelled"
          | "timedOut"
          | "amountMismatch"
          | "declined";
      } | null;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      method: "bank_transfer" | "bank_wire" | "mada" | "credit_card" | "apple_pay" | "wallet";
      /** Format: date-time */
      paidAt: string | null;
      /** @description The agent who paid it for you (an authority with the `pay` scope); null when you did */
      paidByAgent: {
        name: string;
        /** Format: uuid */
        userId: string;
      } | null;
      /** @enum {string} */
      purpose: "top_up" | "winner_payment";
      receipt: {
        /** @description The printable receipt page */
        href: string;
        /** Format: uuid */
        id: string;
        /** Format: date-time */
        issuedAt: string;
        /** @example RCT-7K3Q-9XW2-H4TB */
        verificationCode: string;
      } | null;
      /** @example MZD-TP-7K3Q9XW2 */
      reference: string;
      /**
       * Format: uuid
       * @description The settlement a winner's payment pays
       */
      settlementId: string | null;
      /**
       * @description initiated (card: not completed on the gateway's page yet), awaiting_review (transfer: the committee checks it), paid, failed, rejected (transfer refused, see transfer.rejectionReason) or expired (card page abandoned)
       * @enum {string}
       */
      status: "initiated" | "awaiting_review" | "paid" | "failed" | "rejected" | "expired";
      transfer: {
        accountName: string;
        bankName: string;
        /** Format: date-time */
        declaredAt: string;
        /**
         * Format: date-time
         * @description Four eyes: when a first committee member approved it; above the threshold it awaits a second member's
         */
        firstApprovedAt: string | null;
        iban: string;
        /** @description The receipt file attached (owner and committee only); deleted once the transfer is rejected (then 404) */
        receiptUrl: string;
        rejectionReason: string | null;
        /** Format: date-time */
        reviewedAt: string | null;
      } | null;
    };
    PaymentPage: {
      items: components["schemas"]["Payment"][];
      page: number;
      pages: number;
      pageSize: number;
      total: number;
    };
    PaymentReceiptCheck: {
      /** @description The amount, in halalas (1 SAR = 100) */
      amount: number;
      code: string;
      /** Format: date-time */
      issuedAt: string;
      /** @enum {string} */
      kind: "top_up" | "withdrawal" | "winner_payment";
    };
    PendingCode: {
      /** Format: date-time */
      expiresAt: string;
      /** @example +966501234567 */
      phone: string;
      /** Format: date-time */
      resendAvailableAt: string;
    };
    PlatformSettings: {
      /** @description An auction is published at least this many days before it starts (0–90) */
      announcementDays: number;
      /** @description A new auction's default: the total extension at most (0: no cap), minutes */
      antiSnipingCapMinutes: number;
      /** @description A new auction's default: the end moves to this long after that bid, minutes */
      antiSnipingExtensionMinutes: number;
      /** @description A new auction's default: a bid this close to the end extends it, minutes */
      antiSnipingWindowMinutes: number;
      /** @description A new auction's default commission, percent (two decimals) */
      commissionRatePercent: number;
      /** @description A new auction's default deposit, percent of the opening price (≤ 5) */
      depositRatePercent: number;
      /** @description A refund above this needs a second committee member, whole riyals */
      fourEyesRefundRiyals: number;
      /** @description Crediting a transfer above this needs a second committee member, whole riyals */
      fourEyesTransferRiyals: number;
      /** @description Paying a withdrawal above this needs a second committee member, whole riyals */
      fourEyesWithdrawalRiyals: number;
      /** @description Public holidays (Riyadh dates) the payment deadline skips, besides Fridays and Saturdays */
      holidays: string[];
      /** @description The price-band ladder for auctions without an increment of their own, lowest band first (1 to 10) */
      incrementBands: {
        /** @description The least raise in this band, whole riyals */
        incrementRiyals: number;
        /** @description Prices below this bound (exclusive) use this band; absent on the last band, whole riyals */
        upToRiyals?: number;
      }[];
      /** @description After a winner defaults, the next bidder has this many hours to accept the offer (1–720) */
      nextBidderOfferHours: number;
      /** @description The winner pays within this many working days (1–60) */
      paymentWorkingDays: number;
    };
    PrincipalSettlement: {
      auction: {
        assetNumber: string;
        id: number;
        /** @description In the request's language */
        title: string;
        titleAr: string;
        titleEn: string;
      };
      /** @description The price less the deposit, in halalas (1 SAR = 100) */
      balanceDue: number;
      /** @description The commission on the hammer price, in halalas (1 SAR = 100) */
      commission: number;
      /** @description Commission rate in basis points (250 = 2.5%) */
      commissionRateBp: number;
      /** @description The principal's deposit held, applied to the price, in halalas (1 SAR = 100) */
      depositApplied: number;
      /**
       * Format: date-time
       * @description The deadline: the end of the fifth working day in Riyadh
       */
      dueAt: string;
      /** @description The hammer price, in halalas (1 SAR = 100) */
      hammerPrice: number;
      /** Format: uuid */
      id: string;
      /** @description POST here with an Idempotency-Key to pay it from the principal's wallet */
      pay: string;
      /**
       * @description Only what is due is listed
       * @enum {string}
       */
      status: "due";
      /** @description What paying takes from the principal's wallet: balanceDue + commission + vat, in halalas (1 SAR = 100) */
      totalDue: number;
      /** @description VAT on the commission, in halalas (1 SAR = 100) */
      vat: number;
      /** @description VAT rate on the commission, basis points (1500 = 15%) */
      vatRateBp: number;
    };
    PrincipalSettlementList: {
      /** Format: uuid */
      agencyId: string;
      /** @description The nearest deadline first */
      items: components["schemas"]["PrincipalSettlement"][];
      /** @description The principal the agency lets you pay for */
      principal: {
        name: string;
        /** Format: uuid */
        userId: string;
      };
    };
    PrincipalSettlementPaid: {
      payment: {
        /** @description The amount taken from the principal's wallet, in halalas (1 SAR = 100) */
        amount: number;
        /** Format: uuid */
        id: string;
        /** @description The principal's receipt, as anyone holding its code may check it */
        receipt: {
          /** @example RCT-7K3Q-9XW2-H4TB */
          verificationCode: string;
          /** @description The public page that checks the receipt by its code */
          verifyHref: string;
        };
        /** @example MZD-WP-7K3Q9XW2 */
        reference: string;
      };
      /** @description The principal the agency lets you pay for */
      principal: {
        name: string;
        /** Format: uuid */
        userId: string;
      };
    };
    Problem: {
      /** @example NOT_FOUND */
      code: string;
      /** @description Message in the request's language */
      detail: string;
      instance: string;
      issues?: {
        message: string;
        path: string;
      }[];
      status: number;
      title: string;
      type: string;
    };
    ReceiptCheck: {
      assetNumber: string;
      code: string;
      /** Format: date-time */
      registeredAt: string;
      /** @enum {string} */
      status: "active" | "withdrawn";
    };
    RefundList: {
      /** @description Refunds above the threshold waiting for a second committee member, oldest first */
      awaiting: {
        /** @description The refund asked for, halalas */
        amount: number;
        /** @description The top-up's amount, halalas */
        paid: number;
        /** Format: uuid */
        paymentId: string;
        reason: string;
        reference: string;
        /** Format: date-time */
        requestedAt: string;
        /** @description The committee member who asked (the first approval) */
        requestedBy: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
        user: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
      }[];
      /** @description Card top-ups refunded or being refunded, latest first (at most 50) */
      records: {
        paid: number;
        /** Format: uuid */
        paymentId: string;
        /** @description Held while the gateway refunds it, halalas */
        pending: number;
        reference: string;
        /** @description Given back to the card, halalas */
        refunded: number;
        /** Format: date-time */
        updatedAt: string;
        user: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
      }[];
    };
    RefundOutcome: {
      amount?: number;
      refunded?: number;
      /** @enum {string} */
      state: "refunded" | "awaiting_second_approval";
    };
    RefundRequest: {
      /** @description Halalas; at most what was paid, not yet refunded, and available */
      amount: number;
      /**
       * Format: uuid
       * @description A paid card top-up
       */
      paymentId: string;
      /** @description 3 to 500 characters */
      reason: string;
    };
    Refusal: {
      /** @description 3 to 500 characters; the user reads it as written */
      reason: string;
    };
    Registration: {
      auctionId: number;
      /** @description Your wallet's available balance, halalas */
      available: number;
      /** @description True when the wallet covers the deposit (needed to bid) */
      covered: boolean;
      createdAt: string;
      /** @description The auction's deposit, halalas */
      deposit: number;
      /** Format: uuid */
      id: string;
      receiptCode: string;
      rulesAcceptedAt: string;
      rulesVersion: number;
    };
    RegistrationRequest: {
      /** @enum {boolean} */
      acceptRules: true;
      /** @enum {boolean} */
      acceptTerms: true;
      /** @description The version of the special rules accepted */
      rulesVersion: number;
    };
    Session: {
      /** Format: date-time */
      createdAt: string;
      current: boolean;
      /** Format: date-time */
      expiresAt: string;
      /** Format: uuid */
      id: string;
      ip: string | null;
      /** Format: date-time */
      lastSeenAt: string;
      userAgent: string | null;
    };
    SessionUser: {
      email: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      locale: "ar" | "en";
      name: string;
      phoneVerified: boolean;
      roles: ("bidder" | "agent" | "owner" | "committee" | "admin")[];
      /** @enum {string} */
      theme: "light" | "dark";
    };
    Settlement: {
      auction: {
        assetNumber: string;
        /** Format: date-time */
        finishedAt: string | null;
        id: number;
        photoUrl: string | null;
        /** @description In the request's language */
        title: string;
        titleAr: string;
        titleEn: string;
      };
      /** @description The price less the deposit, in halalas (1 SAR = 100) */
      balanceDue: number;
      /** @description The commission on the hammer price, in halalas (1 SAR = 100) */
      commission: number;
      /** @description Commission rate in basis points (250 = 2.5%) */
      commissionRateBp: number;
      /** @description The deposit held, applied to the price, in halalas (1 SAR = 100) */
      depositApplied: number;
      /**
       * Format: date-time
       * @description The deadline: the end of the fifth working day in Riyadh
       */
      dueAt: string;
      /** @description The hammer price, in halalas (1 SAR = 100) */
      hammerPrice: number;
      /** Format: uuid */
      id: string;
      invoice: {
        href: string;
        /** Format: uuid */
        id: string;
        /** @example INV-2026-000123 */
        number: string;
      } | null;
      /** Format: date-time */
      paidAt: string | null;
      /** @description How to pay, while it is due */
      pay: {
        /** @description The page for a card, Mada, Apple Pay or a bank transfer; through the API: POST /payments (card) or POST /payments/transfers with { purpose: "winner_payment", settlementId } */
        elsewhere: string;
        /** @description POST here with { method: "wallet" } and an Idempotency-Key */
        wallet: string;
      } | null;
      /** @description Card payments still open and transfers awaiting the committee */
      pending: {
        /** @description The amount, in halalas (1 SAR = 100) */
        amount: number;
        /** Format: date-time */
        createdAt: string;
        /** Format: uuid */
        id: string;
        /** @enum {string} */
        method: "wallet" | "mada" | "credit_card" | "apple_pay" | "bank_transfer" | "bank_wire";
        /** @example MZD-WP-7K3Q9XW2 */
        reference: string;
        /** @enum {string} */
        status: "initiated" | "awaiting_review" | "paid" | "failed" | "rejected" | "expired";
      }[];
      receipt: {
        href: string;
        /** Format: uuid */
        id: string;
      } | null;
      /**
       * @description due: awaiting payment; paid; defaulted: not paid by the deadline
       * @enum {string}
       */
      status: "due" | "paid" | "defaulted";
      /** @description What the winner pays: balanceDue + commission + vat, in halalas (1 SAR = 100) */
      totalDue: number;
      /** @description VAT on the commission, in halalas (1 SAR = 100) */
      vat: number;
      /** @description VAT rate on the commission, basis points (1500 = 15%) */
      vatRateBp: number;
    };
    SettlementDetail: components["schemas"]["Settlement"] & {
      /** @description Every payment made or tried towards it, oldest first */
      payments: components["schemas"]["SettlementPayment"][];
    };
    SettlementList: {
      items: components["schemas"]["Settlement"][];
    };
    SettlementPaid: {
      payment: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        receiptId: string;
        reference: string;
      };
      settlement: components["schemas"]["SettlementDetail"];
    };
    SettlementPayment: {
      /** @description The amount, in halalas (1 SAR = 100) */
      amount: number;
      card: {
        brand: string | null;
        last4: string | null;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      method: "wallet" | "mada" | "credit_card" | "apple_pay" | "bank_transfer" | "bank_wire";
      /** Format: date-time */
      paidAt: string | null;
      /** @description Your agent who paid it for you from your wallet (the pay scope); null when you paid */
      paidByAgent: {
        name: string;
        /** Format: uuid */
        userId: string;
      } | null;
      /** @enum {string} */
      purpose: "top_up" | "winner_payment";
      receipt: {
        /** @description The printable receipt page */
        href: string;
        /** Format: uuid */
        id: string;
      } | null;
      /** @example MZD-WP-7K3Q9XW2 */
      reference: string;
      /** @description Why the committee refused a transfer */
      rejectionReason: string | null;
      /** @enum {string} */
      status: "initiated" | "awaiting_review" | "paid" | "failed" | "rejected" | "expired";
    };
    SettlementPayRequest: {
      /**
       * @description Only the wallet is paid here
       * @enum {string}
       */
      method: "wallet";
    };
    SignedIn: {
      /**
       * Format: date-time
       * @description Absolute end of the session; it also ends after 30 idle minutes
       */
      expiresAt: string;
      /** @description The session token, also set as the httpOnly `mazad_session` cookie. Non-browser clients send it as `Authorization: Bearer <token>`. */
      token: string;
      user: components["schemas"]["SessionUser"];
    };
    StaffRoles: {
      /** @description The staff roles the user holds afterwards (possibly none); their other roles are kept */
      roles: ("committee" | "admin")[];
    };
    SupportInbox: {
      conversations: components["schemas"]["ChatConversation"][];
    };
    SuspensionReason: {
      /** @description 3 to 500 characters; the user may be told it as written */
      reason: string;
    };
    TaxInvoice: {
      buyer: {
        name: string;
      };
      /** @description The printable invoice page */
      href: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      issuedAt: string;
      /** @enum {string} */
      kind: "simplified_tax_invoice";
      /**
       * @description Numbered without gaps per year
       * @example INV-2026-000123
       */
      number: string;
      qr: {
        /** @description The five fields, decoded */
        fields: string[];
        /** @description ZATCA phase 1: base64 of the TLV fields 1 seller name, 2 VAT number, 3 time of issue, 4 total with VAT, 5 VAT */
        payload: string;
      };
      seller: {
        name: string;
        vatNumber: string;
      };
      /** Format: uuid */
      settlementId: string;
      supply: {
        assetNumber: string;
        commissionRateBp: number;
        /** @description In the request's language */
        description: string;
        /** @description The hammer price, in halalas (1 SAR = 100) */
        hammerPrice: number;
      };
      /** @description The commission, before VAT, in halalas (1 SAR = 100) */
      taxableAmount: number;
      /** @description Total including VAT, in halalas (1 SAR = 100) */
      total: number;
      /** @description VAT, in halalas (1 SAR = 100) */
      vat: number;
      vatRateBp: number;
    };
    TimelineItem: {
      assetNumber: string | null;
      auctionId: number | null;
      /** @enum {string|null} */
      auctionStatus: "draft" | "upcoming" | "current" | "finished" | "cancelled" | null;
      /** @description `request-<uuid>` or `auction-<id>` */
      key: string;
      /** @description A request an agent sent for you: the agent's name (only they change it); null otherwise */
      listedBy: string | null;
      requestId: string | null;
      /** @enum {string|null} */
      requestStatus: "draft" | "submitted" | "changes_requested" | "approved" | "rejected" | null;
      steps: components["schemas"]["TimelineStep"][];
      titleAr: string | null;
      titleEn: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    TimelineSettlement: {
      /** Format: date-time */
      defaultedAt: string | null;
      /** Format: date-time */
      dueAt: string;
      /** Format: date-time */
      paidAt: string | null;
      /** @enum {string} */
      status: "due" | "paid" | "defaulted";
    };
    TimelineStep: {
      /** Format: date-time */
      announcedAt: string | null;
      /**
       * Format: date-time
       * @description When the step happened; null for a step still ahead
       */
      at: string | null;
      /** @description The request to edit (PUT /me/listings/{id}) at this step, if any */
      editRequestId: string | null;
      /** Format: date-time */
      endsAt: string | null;
      /** @description The hammer price of a sold auction, in halalas (1 SAR = 100) */
      hammerPrice: number | null;
      /** @description What to change, or why rejected or cancelled */
      noteAr: string | null;
      noteEn: string | null;
      /** @enum {string|null} */
      outcome: "sold" | "reserve_not_met" | "no_bids" | null;
      /** @description A sold auction's settlements, oldest first (a defaulted winner, then the next) */
      settlements: components["schemas"]["TimelineSettlement"][];
      /** Format: date-time */
      startsAt: string | null;
      /**
       * @description A step passed, the one the item is at now, or one still ahead
       * @enum {string}
       */
      state: "done" | "current" | "upcoming";
      /** @enum {string} */
      step:
        | "draft"
        | "submitted"
        | "under_review"
        | "changes_requested"
        | "rejected"
        | "approved"
        | "scheduled"
        | "live"
        | "finished"
        | "cancelled";
    };
    TransferDeclaration: {
      /** @description The sending account's holder (≥ 3 characters) */
      accountName?: string;
      /**
       * @description A top-up's amount in halalas
       * @example 2500000
       */
      amount?: string;
      /** @description The bank the money was sent from */
      bankName?: string;
      /**
       * @description The sender's Saudi IBAN
       * @example SA0380000000608010167519
       */
      iban?: string;
      /** @enum {string} */
      method?: "bank_transfer" | "bank_wire";
      /** @enum {string} */
      purpose?: "top_up" | "winner_payment";
      /**
       * Format: binary
       * @description The bank's receipt: PDF, JPEG, PNG or WebP, ≤ 10 MB
       */
      receipt?: string;
      /** @description A winner's payment: the settlement it pays */
      settlementId?: string;
    };
    TransferForReview: components["schemas"]["Payment"] & {
      /**
       * Format: uuid
       * @description Four eyes: the committee member who approved first; only another member may confirm
       */
      firstApprovedBy: string | null;
      user: {
        email: string;
        /** Format: uuid */
        id: string;
        name: string;
        phone: string;
        /** @description The reference the user quotes on transfers (MZD-U-…) */
        transferReference: string;
      };
    };
    Wallet: {
      available: number;
      /** @description available + locked + withdrawing: everything of yours the platform holds */
      balance: number;
      locked: number;
      locks: {
        amount: number;
        auctionId: number;
      }[];
      /** @description Asked to be withdrawn, held until the committee pays it out or refuses it */
      withdrawing: number;
    };
    WalletMovement: {
      /** @description What the movement is about (positive), in halalas (1 SAR = 100) */
      amount: number;
      /** @description The auction it concerned (deposits, payments) */
      auction: {
        assetNumber: string;
        id: number;
        title: string;
      } | null;
      /** @description Change of the available balance (signed), in halalas (1 SAR = 100) */
      available: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * @description The movement in plain words, in the request's language
       * @example Deposit locked on auction MZ-482913
       */
      description: string;
      /**
       * @description in: money came into the wallet; out: it left; internal: it moved between your balances
       * @enum {string}
       */
      direction: "in" | "out" | "internal";
      id: number;
      /** @enum {string} */
      kind:
        | "deposit_lock"
        | "deposit_release"
        | "top_up"
        | "withdrawal"
        | "withdrawal_payout"
        | "withdrawal_return"
        | "payment"
        | "refund"
        | "reversal"
        | "deposit_forfeit";
      /** @description Change of the locked deposits (signed), in halalas (1 SAR = 100) */
      locked: number;
      /** @description Change of the wallet's total (signed), in halalas (1 SAR = 100) */
      net: number;
      /** @description Change of the money being withdrawn (signed), in halalas (1 SAR = 100) */
      withdrawing: number;
    };
    WalletMovementPage: {
      items: components["schemas"]["WalletMovement"][];
      page: number;
      pages: number;
      pageSize: number;
      total: number;
    };
    Withdrawal: {
      /** @description The amount, in halalas (1 SAR = 100) */
      amount: number;
      bankAccount: {
        accountName: string;
        bank: {
          /**
           * @description The bank's code (IBAN positions 5–6)
           * @example 80
           */
          code: string;
          /**
           * @description In the request's language
           * @example Al Rajhi Bank
           */
          name: string;
        };
        iban: string;
        /** Format: uuid */
        id: string;
      };
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description Four eyes: when a first committee member approved the payout; above the threshold it awaits a second member's
       */
      firstApprovedAt: string | null;
      /** Format: uuid */
      id: string;
      /** @description Issued when the withdrawal is paid */
      receipt: {
        /** Format: date-time */
        issuedAt: string;
        /** @description The bank transfer's reference */
        reference: string | null;
        /** @example MZD-7K3Q-9XW2-H4TB */
        verificationCode: string;
      } | null;
      rejectionReason: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @enum {string} */
      status: "requested" | "paid" | "rejected";
    };
    WithdrawalPage: {
      items: components["schemas"]["Withdrawal"][];
      page: number;
      pages: number;
      pageSize: number;
      total: number;
    };
    WithdrawalPayout: {
      /** @description The bank transfer's reference (≤ 64) */
      reference?: string;
    };
    WithdrawalQueue: {
      bankAccountCount: number;
      /** @description IBANs awaiting verification, oldest first (at most 100) */
      bankAccounts: (components["schemas"]["BankAccount"] & {
        user: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
      })[];
      /** @description The latest paid or rejected withdrawals */
      recentWithdrawals: (components["schemas"]["Withdrawal"] & {
        user: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
      })[];
      withdrawalCount: number;
      /** @description Requested withdrawals, oldest first (at most 100) */
      withdrawals: (components["schemas"]["Withdrawal"] & {
        /**
         * Format: uuid
         * @description Four eyes: the committee member who approved the payout first; only another member may pay it
         */
        firstApprovedBy: string | null;
        user: {
          email: string;
          /** Format: uuid */
          id: string;
          name: string;
          phone: string;
        };
      })[];
    };
    WithdrawalRequest: {
      /**
       * @description In halalas: a whole number above zero, at most your available balance
       * @example 150000
       */
      amount: number;
      /**
       * Format: uuid
       * @description One of your verified bank accounts
       */
      bankAccountId: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAdminAuctions: {
    parameters: {
      query?: {
        page?: number;
        q?: string;
        status?: "draft" | "upcoming" | "current" | "finished" | "cancelled";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["AdminAuctionSummary"][];
            page: number;
            pages: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuctionEdit"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, each with its message (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuctionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putAdminAuctionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuctionEdit"];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, each with its message (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuctionsByIdCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuctionCancellationPreview"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reasonAr: string;
          reasonEn: string;
        };
      };
    };
    responses: {
      /** @description Cancelled, or the request filed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: components["schemas"]["AuctionCancellationRequest"];
            /** @enum {string} */
            status: "cancelled" | "pending";
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already finished or cancelled (AUCTION_NOT_CANCELLABLE), or a request already awaits a decision (CANCELLATION_ALREADY_REQUESTED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A reason in each language, 3 to 500 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdCancellationApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "cancelled";
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No request awaits a decision (CANCELLATION_NOT_PENDING), or the auction ended meanwhile (AUCTION_NOT_CANCELLABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdCancellationReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "rejected";
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No request awaits a decision (CANCELLATION_NOT_PENDING), or the auction ended meanwhile (AUCTION_NOT_CANCELLABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No reason, or too long (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuctionsByIdDefault: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DefaultCase"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction, or no winner defaulted on it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AuctionDocumentUpload"];
      };
    };
    responses: {
      /** @description Added */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The file is larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an allowed type (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteAdminAuctionsByIdDocumentsByDocumentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        documentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdNextBidderOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NextBidderOfferRequest"];
      };
    };
    responses: {
      /** @description Offered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offer: components["schemas"]["NextBidderOffer"];
          };
        };
      };
      /** @description A body that is not JSON (BAD_REQUEST) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No default awaits a decision (DEFAULT_NOT_OPEN), an offer is open (NEXT_BIDDER_OFFER_OPEN), the user is not the next bidder (NOT_NEXT_BIDDER), nobody is left (NO_NEXT_BIDDER), or re-auctioned (AUCTION_ALREADY_REBOOKED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No user id (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdOnSiteBids: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per on-site bid (e.g. a UUID): a retry with the same key and body gets the first answer and places no second bid; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OnSiteBidRequest"];
      };
    };
    responses: {
      /** @description Accepted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BidResult"];
        };
      };
      /** @description No Idempotency-Key (IDEMPOTENCY_KEY_REQUIRED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or the bidder may not bid here (STAFF_CANNOT_BID, SELLER_CANNOT_BID); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An online-only auction takes no bids from the room (AUCTION_NOT_HYBRID) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The engine's refusal (AUCTION_NOT_STARTED, AUCTION_ENDED, BID_BELOW_MINIMUM, DEPOSIT_NOT_COVERED, RULES_NOT_ACCEPTED for someone not registered …) or invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AuctionPhotoUpload"];
      };
    };
    responses: {
      /** @description Added */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The file is larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an allowed type (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteAdminAuctionsByIdPhotosByPhotoId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  patchAdminAuctionsByIdPhotosByPhotoId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuctionPhotoChange"];
      };
    };
    responses: {
      /** @description Changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Finished or cancelled (AUCTION_NOT_EDITABLE); after the first bid only text changes (AUCTION_CONTEST_LOCKED); after a registration the terms change only with `newRulesVersion` (AUCTION_RULES_VERSION_REQUIRED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdPublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminAuction"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a draft (AUCTION_NOT_EDITABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Something is missing (AUCTION_NOT_PUBLISHABLE), each in `issues` */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuctionsByIdRebook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Re-auctioned */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description The new draft */
            auctionId: number;
            created: boolean;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No default awaits a decision (DEFAULT_NOT_OPEN) or an offer is open (NEXT_BIDDER_OFFER_OPEN) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuctionsByIdRegistrants: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["AuctionRegistrant"][];
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuditLog: {
    parameters: {
      query?: {
        /** @description The action's code, `<subject>.<verb>` */
        action?: string;
        /** @description Who acted: part of their name, e-mail or phone (05…, 9665… or +9665…); ≤ 100 */
        actor?: string;
        /** @description The `next` of the previous page */
        cursor?: string;
        /** @description First day, in Riyadh */
        from?: string;
        /** @description Entries per page (default 50, at most 200) */
        limit?: number;
        /** @description The record's id (with `subjectType`); ≤ 100 */
        subjectId?: string;
        /** @description The kind of record acted on */
        subjectType?: string;
        /** @description Last day, in Riyadh, included */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuditLogPage"];
        };
      };
      /** @description A filter or cursor that is not valid (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member or admin; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuditLogCsv: {
    parameters: {
      query?: {
        /** @description The action's code, `<subject>.<verb>` */
        action?: string;
        /** @description Who acted: part of their name, e-mail or phone (05…, 9665… or +9665…); ≤ 100 */
        actor?: string;
        /** @description First day, in Riyadh */
        from?: string;
        /** @description Language of the file's headings and labels (else Accept-Language, then Arabic) */
        lang?: "ar" | "en";
        /** @description The record's id (with `subjectType`); ≤ 100 */
        subjectId?: string;
        /** @description The kind of record acted on */
        subjectType?: string;
        /** @description Last day, in Riyadh, included */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A filter or cursor that is not valid (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member or admin; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuthorityRequests: {
    parameters: {
      query?: {
        /** @description Default: submitted (oldest first); others newest first; at most 100 */
        status?: "submitted" | "under_review" | "approved" | "rejected" | "more_documents_needed";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequestQueue"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminAuthorityRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuthorityRequestsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuthorityRequestsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuthorityRequestDecision"];
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid reason (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuthorityRequestsByIdRequestDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuthorityRequestDecision"];
      };
    };
    responses: {
      /** @description Documents asked for */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid note (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuthorityRequestsByIdReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Under review */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminAuthorityRequestsByIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AuthorityRequestDecision"];
      };
    };
    responses: {
      /** @description Withdrawn */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided, or not in a state for this decision (REQUEST_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid reason (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminBankAccountsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Refusal"];
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BankAccount"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already verified or rejected (BANK_ACCOUNT_ALREADY_REVIEWED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A reason of 3 to 500 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminBankAccountsByIdVerify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Verified */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BankAccount"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already verified or rejected (BANK_ACCOUNT_ALREADY_REVIEWED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SupportInbox"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminDefaults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["DefaultedAuction"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminInquiries: {
    parameters: {
      query?: {
        /** @description Default: new (oldest first); others newest first; at most 100 */
        status?: "new" | "answered" | "closed";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InquiryQueue"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminInquiriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Inquiry"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such inquiry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminInquiriesByIdAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InquiryAnswer"];
      };
    };
    responses: {
      /** @description Answered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Inquiry"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own inquiry (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such inquiry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already answered or closed (INQUIRY_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid answer (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminInquiriesByIdClose: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Closed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Inquiry"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own inquiry (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such inquiry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already answered or closed (INQUIRY_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminListings: {
    parameters: {
      query?: {
        /** @description Default: submitted (oldest first); others newest first; at most 100 */
        status?: "submitted" | "changes_requested" | "approved" | "rejected";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingQueue"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminListingsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListingApproval"];
      };
    };
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided (LISTING_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown selling agent, city or district, or no price (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminListingsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListingDecision"];
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided (LISTING_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid reason (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminListingsByIdRequestChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListingDecision"];
      };
    };
    responses: {
      /** @description Sent back */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"] & {
            /** Format: uuid */
            requesterUserId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided (LISTING_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid note (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminRefunds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RefundList"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminRefunds: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per refund (e.g. a UUID): a retry with the same key and body gets the first answer and never refunds twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RefundRequest"];
      };
    };
    responses: {
      /** @description Refunded, or waiting for a second approval */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RefundOutcome"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own payment (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such paid card top-up (PAYMENT_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A refund of it already waits for a second approval (REFUND_ALREADY_REQUESTED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description More than can be refunded (REFUND_TOO_LARGE, with `refundable`), refused by the gateway (REFUND_REFUSED), an invalid amount or reason (VALIDATION), or IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminRefundsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            state: "withdrawn";
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such paid card top-up */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No refund of it is waiting (REFUND_NOT_REQUESTED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminRefundsByIdConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refunded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RefundOutcome"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own payment (REVIEW_OWN_REQUEST), or you asked for this refund (SECOND_APPROVER_REQUIRED) (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such paid card top-up */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No refund of it is waiting (REFUND_NOT_REQUESTED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No longer refundable (REFUND_TOO_LARGE), or refused by the gateway (REFUND_REFUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PlatformSettings"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member or an admin; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PlatformSettings"];
      };
    };
    responses: {
      /** @description Changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PlatformSettings"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an admin; or not one of: admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An invalid value, each named in `issues` (VALIDATION); nothing changed */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminTransfers: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        state?: "awaiting_review" | "reviewed";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["TransferForReview"][];
            page: number;
            pages: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminTransfersByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description 3 to 500 characters */
          reason: string;
        };
      };
    };
    responses: {
      /** @description Decided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own transfer (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such declared transfer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided (TRANSFER_ALREADY_REVIEWED), or the settlement was paid meanwhile (SETTLEMENT_NOT_DUE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No reason, or too long (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminTransfersByIdVerify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Decided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own transfer (REVIEW_OWN_REQUEST), or you already gave the first approval (SECOND_APPROVER_REQUIRED) (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such declared transfer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already decided (TRANSFER_ALREADY_REVIEWED), or the settlement was paid meanwhile (SETTLEMENT_NOT_DUE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminUsers: {
    parameters: {
      query?: {
        /** @description The `next` of the previous page */
        after?: string;
        /** @description A fragment of the name, e-mail or mobile number (Arabic-Indic digits and a leading 0 accepted), or a whole ID or passport number */
        q?: string;
        role?: "bidder" | "agent" | "owner" | "committee" | "admin";
        status?: "active" | "suspended";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["AdminUser"][];
            /** @description `after` for the next page; null on the last */
            next: string | null;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminUserDetail"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putAdminUsersByIdIdVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description true: verified; false: cleared */
          verified: boolean;
        };
      };
    };
    responses: {
      /** @description The user with their ID status now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminUserDetail"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own account (OWN_ACCOUNT); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The user has given no ID number (ID_DOCUMENT_MISSING) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid body (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminUsersByIdReinstate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SuspensionReason"];
      };
    };
    responses: {
      /** @description Reinstated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminUserDetail"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; yourself (OWN_ACCOUNT); or a committee member or admin, whom only an admin may suspend or reinstate (STAFF_SUSPENSION_ADMIN_ONLY); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not suspended (USER_NOT_SUSPENDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A reason of 3 to 500 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putAdminUsersByIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["StaffRoles"];
      };
    };
    responses: {
      /** @description The user with their roles now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminUserDetail"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an admin, or your own roles (OWN_ACCOUNT); or not one of: admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The last admin keeps the role (LAST_ADMIN) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown roles (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminUsersByIdSuspend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SuspensionReason"];
      };
    };
    responses: {
      /** @description Suspended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AdminUserDetail"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; yourself (OWN_ACCOUNT); or a committee member or admin, whom only an admin may suspend or reinstate (STAFF_SUSPENSION_ADMIN_ONLY); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already suspended (USER_ALREADY_SUSPENDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A reason of 3 to 500 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAdminWithdrawals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WithdrawalQueue"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member; or not one of: committee, admin (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminWithdrawalsByIdPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["WithdrawalPayout"];
      };
    };
    responses: {
      /** @description Paid */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Withdrawal"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST), or you already gave the first approval (SECOND_APPROVER_REQUIRED) (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already paid or rejected (WITHDRAWAL_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Reference longer than 64 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAdminWithdrawalsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Refusal"];
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Withdrawal"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a committee member, or your own request (REVIEW_OWN_REQUEST); or not one of: committee, admin (FORBIDDEN); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already paid or rejected (WITHDRAWAL_ALREADY_DECIDED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A reason of 3 to 500 characters (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAuctions: {
    parameters: {
      query?: {
        category?: "apartment" | "villa" | "house" | "land" | "building" | "commercial" | "farm";
        city?: string;
        /** @description District id */
        district?: number;
        /** @description Language of error messages */
        lang?: "ar" | "en";
        /** @description Square metres */
        maxArea?: number;
        /** @description Halalas */
        maxPrice?: number;
        /** @description Square metres */
        minArea?: number;
        /** @description Halalas; compared with the highest bid, else the opening price */
        minPrice?: number;
        /** @description Default 1 */
        page?: number;
        /** @description Default 12 */
        pageSize?: number;
        /** @description Words found in the asset number, title, city or district, in Arabic or English */
        q?: string;
        sort?: "relevance" | "ending" | "newest" | "price_asc" | "price_desc" | "area_asc" | "area_desc";
        /** @description Default: all public groups */
        status?: "all" | "current" | "upcoming" | "finished" | "cancelled";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuctionPage"];
        };
      };
      /** @description An unknown parameter or a malformed value */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAuctionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuctionDetail"];
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such public auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putAuctionsByIdAutoBid: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per user action (e.g. a UUID): a retry with the same key and body gets the first answer and never a second bid; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AutoBidRequest"];
      };
    };
    responses: {
      /** @description Automatic bid set */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BidResult"];
        };
      };
      /** @description Idempotency-Key missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never bid (STAFF_CANNOT_BID), a suspended account (ACCOUNT_SUSPENDED), the property's owner or selling agent or anyone acting for them (SELLER_CANNOT_BID), or no agency in force to bid for `principalUserId` (AGENT_NOT_AUTHORIZED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction, or no automatic bid to cancel */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The exact reason: AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, ALREADY_HIGHEST_BIDDER, DEPOSIT_NOT_COVERED (with `deposit` and `available`), BID_BELOW_MINIMUM or BID_CONFIRMATION_REQUIRED (with `minimum`), RULES_NOT_ACCEPTED, BID_NOT_WHOLE_RIYALS, AUTO_BID_BELOW_OWN_BID (with `price`), IDEMPOTENCY_KEY_REUSED, or invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteAuctionsByIdAutoBid: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per user action (e.g. a UUID): a retry with the same key and body gets the first answer and never a second bid; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BidResult"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never bid (STAFF_CANNOT_BID), a suspended account (ACCOUNT_SUSPENDED), the property's owner or selling agent or anyone acting for them (SELLER_CANNOT_BID), or no agency in force to bid for `principalUserId` (AGENT_NOT_AUTHORIZED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction, or no automatic bid to cancel */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The exact reason: AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, ALREADY_HIGHEST_BIDDER, DEPOSIT_NOT_COVERED (with `deposit` and `available`), BID_BELOW_MINIMUM or BID_CONFIRMATION_REQUIRED (with `minimum`), RULES_NOT_ACCEPTED, BID_NOT_WHOLE_RIYALS, AUTO_BID_BELOW_OWN_BID (with `price`), IDEMPOTENCY_KEY_REUSED, or invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getAuctionsByIdBids: {
    parameters: {
      query?: {
        /** @description Only bids with a smaller sequence: `nextBefore` of the previous page */
        before?: number;
        /** @description Bids per page */
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BidPage"];
        };
      };
      /** @description Malformed id or query */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuctionsByIdBids: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per user action (e.g. a UUID): a retry with the same key and body gets the first answer and never a second bid; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BidRequest"];
      };
    };
    responses: {
      /** @description Bid accepted */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BidResult"];
        };
      };
      /** @description Idempotency-Key missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never bid (STAFF_CANNOT_BID), a suspended account (ACCOUNT_SUSPENDED), the property's owner or selling agent or anyone acting for them (SELLER_CANNOT_BID), or no agency in force to bid for `principalUserId` (AGENT_NOT_AUTHORIZED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction, or no automatic bid to cancel */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The exact reason: AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, ALREADY_HIGHEST_BIDDER, DEPOSIT_NOT_COVERED (with `deposit` and `available`), BID_BELOW_MINIMUM or BID_CONFIRMATION_REQUIRED (with `minimum`), RULES_NOT_ACCEPTED, BID_NOT_WHOLE_RIYALS, AUTO_BID_BELOW_OWN_BID (with `price`), IDEMPOTENCY_KEY_REUSED, or invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuctionsByIdRegistrations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrationRequest"];
      };
    };
    responses: {
      /** @description Already registered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Registration"];
        };
      };
      /** @description Registered */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Registration"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED), or a committee member or admin, who never register (STAFF_CANNOT_BID), or a suspended account (ACCOUNT_SUSPENDED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The auction has ended or was cancelled, or the rules were not accepted (or are of an old version) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          identifier: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Signed in; any session the request carried is replaced */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description Invalid credentials (never says which part, or whether the account exists) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The right password, but the account is suspended (ACCOUNT_SUSPENDED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address or device must wait after repeated failures (RATE_LIMITED), or the account is locked for devices it has not signed in from before (SIGN_IN_LOCKED); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out (also when no session was presented) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthOtpResend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description verify_phone after registering; change_phone for a new phone set in PATCH /me
           * @default verify_phone
           * @enum {string}
           */
          purpose?: "verify_phone" | "change_phone";
        };
      };
    };
    responses: {
      /** @description A new code was sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PendingCode"];
        };
      };
      /** @description No phone change is pending */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description ALREADY_VERIFIED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthOtpVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          /**
           * @description verify_phone after registering; change_phone for a new phone set in PATCH /me
           * @default verify_phone
           * @enum {string}
           */
          purpose?: "verify_phone" | "change_phone";
        };
      };
    };
    responses: {
      /** @description Confirmed; a new session token replaces the old one */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description OTP_INVALID, OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description ALREADY_VERIFIED, or the new phone was taken meanwhile (CONFLICT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthPasswordForgot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          identifier: string;
        };
      };
    };
    responses: {
      /** @description A code was sent if the account exists */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "accepted";
          };
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          confirmPassword: string;
          identifier: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password changed; sign in again */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description OTP_INVALID (also for an unknown account), OTP_EXPIRED or OTP_ATTEMPTS_EXCEEDED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postAuthRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {boolean} */
          acceptTerms: true;
          birthDate: string;
          confirmPassword: string;
          email: string;
          name: string;
          password: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Registered and signed in, phone unconfirmed */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"] & {
            code: components["schemas"]["PendingCode"];
          };
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The e-mail or phone is already registered (CONFLICT, naming the field) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts (RATE_LIMITED) or a code asked for too soon; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getCities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["City"][];
          };
        };
      };
    };
  };
  getEvents: {
    parameters: {
      query?: {
        /** @description Auction ids separated by commas, at most 20, each a positive integer */
        auctions?: string;
        /** @description Positions as `channel=lastSeq` pairs joined by commas, e.g. `a:12=57,u:<user id>=3`: the `id` of the last event received. A channel without a position starts from the next event. */
        cursor?: string;
        /** @description Language of an error's detail */
        lang?: "ar" | "en";
      };
      header?: {
        /** @description Sent by the browser on reconnection; wins over `cursor`. Positions as `channel=lastSeq` pairs joined by commas, e.g. `a:12=57,u:<user id>=3`: the `id` of the last event received. A channel without a position starts from the next event. */
        "last-event-id"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description Nothing to watch */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `auctions` malformed or longer than 20 ids (code INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The client address or the user holds as many open streams as allowed (code TOO_MANY_STREAMS); `Retry-After` says when to try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postInquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {boolean} */
          agree: true;
          email?: string;
          fullName: string;
          message: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Received */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InquirySent"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), each with its message in the request's language */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many inquiries from this address or to this phone (RATE_LIMITED); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Account"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  patchMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Required when `phone` changes */
          currentPassword?: string;
          email?: string;
          /** @description The identity document: `idType` and `idNumber` (a national ID or Iqama checked by its check digit, or a passport number); neither (an empty object) removes it. A change clears the committee's verification. */
          identity?: {
            idNumber?: string;
            /** @enum {string} */
            idType?: "national_id" | "iqama" | "passport";
          };
          /** @enum {string} */
          locale?: "ar" | "en";
          name?: string;
          notifications?: {
            /** @enum {string} */
            channel: "in_app" | "sms" | "email";
            enabled: boolean;
            /** @enum {string} */
            kind: "outbid" | "bidding" | "auction_starting" | "auction_won" | "payment" | "account";
          }[];
          phone?: string;
          /** @enum {string} */
          theme?: "light" | "dark";
        };
      };
    };
    responses: {
      /** @description The updated account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Account"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The e-mail, phone or ID number belongs to another account (CONFLICT, naming the field) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, or a missing or wrong current password (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many attempts; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeAgencies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MyAgencies"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAgencies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AgencyInvitation"];
      };
    };
    responses: {
      /** @description Invited */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Agency"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An agency in force or an open invitation exists between you (AGENCY_EXISTS) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), no account with this phone or ID number (AGENCY_USER_NOT_FOUND), yourself (AGENCY_SELF), or a power of attorney not approved or not yours (AGENCY_POA_INVALID) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAgenciesByIdConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Confirmed: in force */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Agency"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such agency of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an invitation waiting for your answer (AGENCY_NOT_PENDING) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Its power of attorney is no longer approved (AGENCY_POA_INVALID) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAgenciesByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Agency"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such agency of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an invitation waiting for your answer (AGENCY_NOT_PENDING) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAgenciesByIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Agency"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such agency of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already ended (AGENCY_NOT_REVOCABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeAgenciesByIdSettlements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PrincipalSettlementList"];
        };
      };
      /** @description Malformed id (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description You are not this agency's agent, or it is not in force with the pay scope (revoked, expired, its power of attorney withdrawn, or without pay) (AGENT_NOT_AUTHORIZED) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such agency of yours (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAgenciesByIdSettlementsBySettlementIdWalletPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per payment attempt (e.g. a UUID): a retry with the same key and body gets the first answer and never pays twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: string;
        settlementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Paid */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PrincipalSettlementPaid"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) or a malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description You are not this agency's agent, or it is not in force with the pay scope (revoked, expired, its power of attorney withdrawn, or without pay) (AGENT_NOT_AUTHORIZED); or a settlement that is not the principal's; or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such agency of yours (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Nothing is due: already paid or defaulted (SETTLEMENT_NOT_DUE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The principal's available balance does not cover it (WALLET_NOT_ENOUGH, with `due` only: the principal's balance is not told), or IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeAuthorityRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            requests: components["schemas"]["AuthorityRequest"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAuthorityRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AuthorityRequestSubmission"];
      };
    };
    responses: {
      /** @description Submitted */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A file larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A file of a type not allowed (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields or a missing document (VALIDATION), too many files (REQUEST_TOO_MANY_FILES) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeAuthorityRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeAuthorityRequestsByIdDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AuthorityRequestDocuments"];
      };
    };
    responses: {
      /** @description Sent again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthorityRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not waiting for documents (REQUEST_NOT_AWAITING_DOCUMENTS) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A file larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A file of a type not allowed (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No file (VALIDATION), or too many (REQUEST_TOO_MANY_FILES) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeBankAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["BankAccount"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeBankAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["BankAccountRequest"];
      };
    };
    responses: {
      /** @description Added, awaiting verification */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BankAccount"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description You have already added this IBAN (BANK_ACCOUNT_EXISTS) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The file is larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not multipart, or the file is not JPEG, PNG, WebP or PDF (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid IBAN or account name, no certificate (VALIDATION), an empty file (UPLOAD_EMPTY), or 5 accounts already (BANK_ACCOUNT_LIMIT) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeChatConversations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            conversations: components["schemas"]["ChatConversation"][];
            unread: number;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeChatConversations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChatStart"];
      };
    };
    responses: {
      /** @description The conversation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            conversationId: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such published auction */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The agent has no account to write to (CHAT_NO_AGENT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION), or your own property (CHAT_OWN_PROPERTY) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeChatConversationsByIdMessages: {
    parameters: {
      query?: {
        /** @description Messages before this id */
        before?: number;
        /** @description At most 100; default 50 */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChatThread"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeChatConversationsByIdMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["ChatSend"];
        "multipart/form-data": components["schemas"]["ChatSendWithAttachment"];
      };
    };
    responses: {
      /** @description Already sent (a retry) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChatMessage"];
        };
      };
      /** @description Sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChatMessage"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This message id was used in another conversation (CONFLICT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The file is larger than 10 MB (UPLOAD_TOO_LARGE), or a JSON body over 64 KiB (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The attachment is not a JPEG, PNG or WebP image or a PDF (UPLOAD_TYPE_NOT_ALLOWED), or the body is neither JSON nor a form (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, no text and no file, more than one file (VALIDATION), with each field's message */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeChatConversationsByIdMessagesByMessageIdAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        messageId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
          "image/jpeg": string;
          "image/png": string;
          "image/webp": string;
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such conversation of yours, or no file on that message */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeChatConversationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChatRead"];
      };
    };
    responses: {
      /** @description My unread messages now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            unread: number;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DashboardAuction"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AuctionSummary"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putMeFavoritesByAuctionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        auctionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The auction is among my favorites */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed auction id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such published auction (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Already 200 favorites (FAVORITES_LIMIT) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteMeFavoritesByAuctionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        auctionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The auction is not among my favorites */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed auction id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not found (NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeInquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            inquiries: components["schemas"]["OwnInquiry"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeInvoicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TaxInvoice"];
        };
      };
      /** @description Malformed id (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such invoice of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            requests: components["schemas"]["ListingRequestSummary"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListingRequestDraft"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  putMeListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListingRequestDraft"];
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Sent and under review, or decided (LISTING_NOT_EDITABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeListingsByIdFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["ListingRequestFiles"];
      };
    };
    responses: {
      /** @description Added */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Sent and under review, or decided (LISTING_NOT_EDITABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not an allowed type (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No file, or too many (LISTING_TOO_MANY_FILES) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeListingsByIdSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Submitted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ListingRequest"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such request of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Sent and under review, or decided (LISTING_NOT_EDITABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Incomplete (LISTING_INCOMPLETE) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeNextBidderOffers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: components["schemas"]["MyNextBidderOffer"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeNextBidderOffersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MyNextBidderOffer"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not yours, or none */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeNextBidderOffersByIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offer: components["schemas"]["NextBidderOffer"];
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A suspended account (ACCOUNT_SUSPENDED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not yours, or none */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Declined, expired or accepted already (OFFER_CLOSED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The wallet does not cover the deposit (DEPOSIT_NOT_COVERED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeNextBidderOffersByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offer: components["schemas"]["NextBidderOffer"];
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A suspended account (ACCOUNT_SUSPENDED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not yours, or none */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Declined, expired or accepted already (OFFER_CLOSED) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeNotifications: {
    parameters: {
      query?: {
        /** @description Only notifications older than this id: `nextBefore` of the previous page */
        before?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotificationPage"];
        };
      };
      /** @description Malformed query (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NotificationsRead"];
      };
    };
    responses: {
      /** @description The unread count after */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            unreadCount: number;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Neither `ids` nor `all`, or both, or bad ids (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeOrders: {
    parameters: {
      query?: {
        /** @description next (upcoming), current (live), finished, or cancelled (by you or the committee) */
        group?: "next" | "current" | "finished" | "cancelled";
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderPage"];
        };
      };
      /** @description A bad group or page (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such order of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeOrdersByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such order of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The auction has started, is over or was cancelled (REGISTRATION_NOT_CANCELLABLE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeOrdersByIdReceiptMail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent (delivered in the background) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            email: string;
          };
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such order of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many receipts mailed this hour; see Retry-After (RATE_LIMITED) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          confirmPassword: string;
          currentPassword: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Changed; use the new token */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            expiresAt: string;
            token: string;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, or a wrong current password (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many wrong passwords; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMePayments: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        purpose?: "top_up" | "winner_payment";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentPage"];
        };
      };
      /** @description Bad query */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMePaymentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such payment of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMePaymentsByIdReceiptMail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent (delivered in the background) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            email: string;
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such paid payment of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many receipts mailed this hour; see Retry-After (RATE_LIMITED) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["Session"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteMeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many sessions ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            revoked: number;
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  deleteMeSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such active session of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeSettlements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SettlementList"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeSettlementsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SettlementDetail"];
        };
      };
      /** @description Malformed id (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such settlement of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeSettlementsByIdPay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per payment attempt (e.g. a UUID): a retry with the same key and body gets the first answer and never pays twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SettlementPayRequest"];
      };
    };
    responses: {
      /** @description Paid */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SettlementPaid"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) or malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such settlement of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Nothing is due: already paid or defaulted (SETTLEMENT_NOT_DUE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description WALLET_NOT_ENOUGH (with `available` and `due`), IDEMPOTENCY_KEY_REUSED, or an invalid body (VALIDATION) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["TimelineItem"][];
          };
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeWallet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Wallet"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeWalletMovements: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WalletMovementPage"];
        };
      };
      /** @description Bad page or pageSize */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeWithdrawals: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WithdrawalPage"];
        };
      };
      /** @description Bad page or pageSize */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postMeWithdrawals: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per withdrawal (e.g. a UUID): a retry with the same key and body gets the first answer and never holds the money twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WithdrawalRequest"];
      };
    };
    responses: {
      /** @description Requested; the amount is held */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Withdrawal"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED); or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such bank account of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description More than your available balance (WITHDRAWAL_EXCEEDS_AVAILABLE, with `available`), an account not verified (BANK_ACCOUNT_NOT_VERIFIED), an invalid amount (VALIDATION), or IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeWithdrawalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Withdrawal"];
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No such withdrawal of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Meta"];
        };
      };
    };
  };
  postPayments: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per user action (e.g. a UUID): a retry with the same key and body gets the first answer and never pays twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CardPaymentRequest"];
      };
    };
    responses: {
      /** @description Started */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CardPaymentStarted"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Nothing is due on that settlement (SETTLEMENT_NOT_DUE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The body is larger than the API accepts (PAYLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid amount (VALIDATION), above the card limit (CARD_LIMIT_EXCEEDED), IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The gateway did not answer; nothing was charged (PAYMENT_GATEWAY_UNAVAILABLE) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getPaymentsReceiptsVerify: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A genuine receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentReceiptCheck"];
        };
      };
      /** @description No code (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No receipt has this code */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postPaymentsTransfers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Required. A unique key per user action (e.g. a UUID): a retry with the same key and body gets the first answer and never pays twice; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["TransferDeclaration"];
      };
    };
    responses: {
      /** @description Declared, awaiting the committee's verification */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      /** @description Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not authenticated; or not signed in (UNAUTHENTICATED) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Mobile number not confirmed (PHONE_NOT_VERIFIED), with `confirmPhone` naming the page and the API calls that confirm it; or a write with the session cookie from another site (CSRF) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Nothing is due on that settlement (SETTLEMENT_NOT_DUE), a transfer for it is already under review (SETTLEMENT_TRANSFER_PENDING), or 3 top-ups already await review (TRANSFER_PENDING_LIMIT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The file is larger than 10 MB (UPLOAD_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The receipt is not a PDF, JPEG, PNG or WebP (UPLOAD_TYPE_NOT_ALLOWED) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Invalid fields, with each field's message (VALIDATION); IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description 50 MB of receipts uploaded in the last 24 hours (TRANSFER_UPLOAD_QUOTA); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  postPaymentsWebhooksByGateway: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gateway: "sandbox" | "moyasar";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Recorded (or already recorded) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "processed" | "duplicate";
          };
        };
      };
      /** @description A malformed parameter (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not signed by the gateway */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not the configured gateway */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getReceiptsVerify: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A genuine receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReceiptCheck"];
        };
      };
      /** @description No code (INVALID_QUERY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No receipt has this code */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
}
