-- Search text normalisation in SQL, the twin of app/modules/search/normalize-search-text.ts:
-- diacritics and tatweel removed; hamza forms of alef → ا; ؤ → و; ئ → ي; ء dropped; ة → ه;
-- ى → ي; Persian kaf/yeh → Arabic; Arabic-Indic and Persian digits → ASCII; lower case;
-- punctuation and spaces collapsed to one space. Immutable, so it can feed generated columns.
CREATE OR REPLACE FUNCTION mazad_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN btrim(
  regexp_replace(
    lower(
      translate(
        regexp_replace(t, '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'),
        'أإآٱؤئةىکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ء',
        'ااااويهيكي01234567890123456789'
      )
    ),
    '[[:space:][:punct:]،؛؟«»٫٬]+', ' ', 'g'
  )
);
