-- Custom SQL migration file, put your code below! --
-- Decision 044: every process keeps the shop settings in memory and re-reads them when any process
-- changes one. Sent at commit, so a rolled-back change is never heard.
CREATE OR REPLACE FUNCTION notify_settings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shop_setting_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_setting
  FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changed();
