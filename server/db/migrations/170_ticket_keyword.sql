-- The ticket search's keyword filter (src/domain/tickets/ticketSearchQuery.ts): a word of the
-- subject, the details or a note, found by trigram GIN indexes (DESIGN.md, Database notes:
-- substring search). The expressions are the filter's own, verbatim, so that they serve it.
CREATE INDEX tickets_text_trgm ON tickets USING gin (lower(subject || ' ' || coalesce(details, '')) gin_trgm_ops);
CREATE INDEX ticket_notes_text_trgm ON ticket_notes USING gin (lower(note) gin_trgm_ops);
