DROP TABLE IF EXISTS webhook_deliveries;
DROP TABLE IF EXISTS user_collections;
DROP TABLE IF EXISTS user_characters;
DROP TABLE IF EXISTS scan_images;
