-- Nothing to restore: a rate brought down to its bound stays there (the old bound allowed it).
SELECT 1;
