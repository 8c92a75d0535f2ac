DROP TABLE goal_audit;
DROP TABLE goals;
