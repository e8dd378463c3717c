-- ADR 360: how money the back office recorded came (SAT c_FormaPago: 01 cash at the bank's window, 02 a
-- check, 03 a transfer, 04/28 a card), the form of payment of its CFDI; null for the providers' channels.
ALTER TABLE "payments" ADD COLUMN "payment_form" text;
