DROP FUNCTION IF EXISTS baton_event_horizon();
ALTER TABLE task_events ALTER COLUMN id SET DEFAULT nextval('task_events_id_seq'::regclass);
