-- Nothing to restore: the addresses come back at each person's next verified sign-in.
SELECT 1;
