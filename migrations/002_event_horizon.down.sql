DROP FUNCTION IF EXISTS baton_event_horizon();
