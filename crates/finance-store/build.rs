// embed_migrations! does not notice new migration files on its own.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
