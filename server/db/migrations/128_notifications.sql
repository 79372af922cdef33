-- Spec 1 Notifications: each staff member's notifications, the bell in the top bar. A row is made
-- in the transaction of its event (a ticket assigned, an import ended, a command that failed),
-- or when its reader's list is read for what has no event (an import whose heartbeat aged, a
-- member's alert expiring today). A failed command's row is dated when the failure is seen
-- (the command's outcome_at): the list shows only rows dated up to now.
CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  staff_id    integer NOT NULL REFERENCES staffs(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN
                ('ticketAssigned', 'importFinished', 'importInterrupted', 'commandFailed', 'alertExpiring')),
  -- The record it is about, as its own id reads: a ticket, an import, a command or a member.
  reference   text NOT NULL,
  -- What its text says besides its kind (a ticket's subject, a file's name, a car's plate...).
  params      jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz,
  version     integer NOT NULL DEFAULT 1
);
-- The bell's list: one staff member's, newest first.
CREATE INDEX notifications_staff ON notifications (staff_id, created_at DESC, id DESC);
-- The bell's count: the unread ones only.
CREATE INDEX notifications_unread ON notifications (staff_id, created_at) WHERE read_at IS NULL;
-- The ones made when the list is read are made once: an import once, an alert once per expiry day.
CREATE UNIQUE INDEX notifications_once ON notifications
  (staff_id, kind, reference, (coalesce(params ->> 'expiryDate', '')))
  WHERE kind IN ('importInterrupted', 'alertExpiring');

-- What the list looks for when it is read: the imports still running, the alerts of a day.
CREATE INDEX mass_imports_in_progress ON mass_imports (staff_id) WHERE status = 'inProgress';
CREATE INDEX customer_alerts_expiry ON customer_alerts (expiry_date);
