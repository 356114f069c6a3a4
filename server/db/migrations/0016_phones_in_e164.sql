-- Custom SQL migration file, put your code below! --
-- DESIGN §5: customers are known by phone, in E.164. Profiles saved before every form took the
-- same rule (contracts/kenyan-phone.ts) kept the phone as typed ('0712 345 678', '712345678');
-- each one that rule reads as a Kenyan number is rewritten as '+254712345678'. Anything else is
-- left as it was: My Account shows it and asks for a number the shop can use. Orders always
-- stored the checkout's E.164 (contracts/checkout.ts).
UPDATE "user"
SET "phone" = '+254' || substring(regexp_replace("phone", '[\s().-]', '', 'g') from '([17][0-9]{8})$')
WHERE regexp_replace("phone", '[\s().-]', '', 'g') ~ '^(\+?254|0)?[17][0-9]{8}$'
  AND "phone" !~ '^\+254[17][0-9]{8}$';
