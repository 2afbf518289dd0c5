//! Fuzzes the guard: no input may crash it, and whatever it allows must be
//! allowed again when its output SQL is checked (the rewrite is stable and
//! never turns a safe statement into an unsafe one).
#![no_main]

use chatdb_core::Dialect;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(sql) = std::str::from_utf8(data) else { return };
    for d in Dialect::ALL {
        if let Ok(checked) = chatdb_guard::check(sql, d) {
            if let Err(e) = chatdb_guard::check(&checked.sql, d) {
                panic!("[{d}] allowed {sql:?} but not its output {:?}: {e}", checked.sql);
            }
        }
    }
});
