-- Every api process keeps its callers' sessions and users for a short while
-- (lib/sessionCache). Any change that can end a session or change what a
-- caller may see or pay — a logout or revocation, an account edit, a group
-- membership, a group's price type, a price type itself — tells every process
-- on the cache channel (lib/cacheSignals), whichever code or script made it,
-- at commit. A session's lastSeenAt moving forward (the touch of a live
-- session) is not such a change.
CREATE FUNCTION akvatoria_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('akvatoria_caches', 'sessions');
  RETURN NULL;
END
$$;

CREATE TRIGGER session_changed AFTER UPDATE ON "Session" FOR EACH ROW
  WHEN (NEW."revokedAt" IS DISTINCT FROM OLD."revokedAt"
     OR NEW."expiresAt" IS DISTINCT FROM OLD."expiresAt"
     OR NEW."userId" IS DISTINCT FROM OLD."userId"
     OR NEW.id IS DISTINCT FROM OLD.id
     OR NEW."lastSeenAt" < OLD."lastSeenAt")
  EXECUTE FUNCTION akvatoria_sessions_changed();
CREATE TRIGGER session_deleted AFTER DELETE ON "Session" FOR EACH STATEMENT
  EXECUTE FUNCTION akvatoria_sessions_changed();
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "User" FOR EACH STATEMENT
  EXECUTE FUNCTION akvatoria_sessions_changed();
CREATE TRIGGER user_group_changed AFTER INSERT OR UPDATE OR DELETE ON "UserGroup" FOR EACH STATEMENT
  EXECUTE FUNCTION akvatoria_sessions_changed();
CREATE TRIGGER customer_group_changed AFTER INSERT OR UPDATE OR DELETE ON "CustomerGroup" FOR EACH STATEMENT
  EXECUTE FUNCTION akvatoria_sessions_changed();
CREATE TRIGGER price_type_changed AFTER INSERT OR UPDATE OR DELETE ON "PriceType" FOR EACH STATEMENT
  EXECUTE FUNCTION akvatoria_sessions_changed();
