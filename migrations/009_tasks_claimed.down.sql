DROP INDEX tasks_claimed;
