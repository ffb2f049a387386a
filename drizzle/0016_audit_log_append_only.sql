-- The audit log is append-only: an entry, once written, is never changed or removed, whoever
-- asks (the application, a script, a migration). Refused per statement, so even an UPDATE or
-- DELETE that matches no row fails, and TRUNCATE too.
CREATE FUNCTION mazad_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION mazad_audit_log_append_only();
