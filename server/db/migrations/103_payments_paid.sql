-- Spec 2 /payments/{paymentId}, the Payments list: every member's payments, newest first with the id to
-- break ties, in either direction. One member's list keeps payments_customer (migration 040).
CREATE INDEX payments_paid ON payments (paid_at DESC, id DESC);
