//! Build script: precomputed attack tables (fancy magic bitboards) and the embedded
//! rulebook, locales and feature files.
//!
//! The magic numbers are searched here with a fixed seed, so every build produces the same
//! tables; the search takes a few milliseconds with the build-script optimisation set in
//! `Cargo.toml`.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// The rulebook's parser itself, the very source the library runs (`Registry::from_files`),
// so that the table of citations made here is what the run-time parse makes
// (`rulebook::tests::the_build_time_citations_are_the_parsed_ones`).
#[allow(dead_code, unused_imports)]
#[path = "src/rule.rs"]
mod rule;
#[allow(dead_code, unused_imports)]
#[path = "src/rulebook/mod.rs"]
mod rulebook;
pub use rule::RuleId;
// The reader of a Fluent file's entry ids, the one the library runs for files it loads.
#[allow(dead_code)]
#[path = "src/i18n/entries.rs"]
mod entries;
/// What the library embeds; the build script reads the files itself.
#[allow(dead_code)]
mod embedded {
    pub static RULEBOOK_FILES: &[(&str, &str)] = &[];
    pub static RULE_CITATIONS: Option<&[crate::rulebook::RuleCitation]> = None;
}

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    fs::write(out.join("attack_tables.rs"), attack_tables()).unwrap();

    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let mut embedded = String::new();
    for (name, dir, ext) in [
        ("RULEBOOK_FILES", "docs/rulebook", "md"),
        ("LOCALE_FILES", "locales", "ftl"),
        ("FEATURE_FILES", "features", "feature"),
    ] {
        let base = root.join(dir);
        println!("cargo:rerun-if-changed={dir}");
        let mut files = Vec::new();
        collect(&base, ext, &mut files);
        files.sort();
        writeln!(embedded, "/// Files under `{dir}/` (path relative to it, text).").unwrap();
        writeln!(embedded, "pub static {name}: &[(&str, &str)] = &[").unwrap();
        for file in &files {
            let rel = file.strip_prefix(&base).unwrap().to_string_lossy().replace('\\', "/");
            writeln!(embedded, "    ({rel:?}, include_str!({:?})),", file.to_string_lossy()).unwrap();
        }
        writeln!(embedded, "];").unwrap();
        if name == "LOCALE_FILES" {
            // The entries each locale file defines, in the order of LOCALE_FILES: where a
            // message is, known without reading the files at run time.
            writeln!(embedded, "/// The ids each file of `LOCALE_FILES` defines (terms with their `-`).").unwrap();
            writeln!(embedded, "pub static LOCALE_ENTRIES: &[&[&str]] = &[").unwrap();
            for file in &files {
                let text = fs::read_to_string(file).unwrap();
                writeln!(embedded, "    &{:?},", entries::entry_ids(&text)).unwrap();
            }
            writeln!(embedded, "];").unwrap();
        }
    }
    embedded.push_str(&rule_citations(&root.join("docs/rulebook")));
    fs::write(out.join("embedded.rs"), embedded).unwrap();
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/rule.rs");
    println!("cargo:rerun-if-changed=src/rulebook");
}

/// `RULE_CITATIONS`: for every rule (in the order of `RuleId::ALL`), the 2023 number of the
/// article that states it, where each edition states it, and whether it was in force, as
/// the rulebook's parser reads `docs/rulebook/`. `None` when the rulebook has problems:
/// the library then parses it at run time and reports them.
fn rule_citations(base: &Path) -> String {
    let mut files = Vec::new();
    collect(base, "md", &mut files);
    files.sort();
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            let rel = f.strip_prefix(base).unwrap().to_string_lossy().replace('\\', "/");
            (rel, fs::read_to_string(f).unwrap())
        })
        .collect();
    let mut out = String::from(
        "/// Per rule (the order of `RuleId::ALL`), where each edition states it, as the rulebook's\n\
         /// parser read `docs/rulebook/` at build time; `None` when the rulebook has problems.\n",
    );
    let registry = match rulebook::Registry::from_files(texts.iter().map(|(p, t)| (p.as_str(), t.as_str()))) {
        Ok(registry) => registry,
        Err(errors) => {
            println!("cargo:warning=docs/rulebook has {} problems; cited at run time", errors.len());
            out.push_str("pub static RULE_CITATIONS: Option<&[crate::rulebook::RuleCitation]> = None;\n");
            return out;
        }
    };
    out.push_str("pub static RULE_CITATIONS: Option<&[crate::rulebook::RuleCitation]> = Some(&[\n");
    for &rule in RuleId::ALL {
        let number = registry.article_of(rule, rulebook::Edition::E2023);
        let cited: Vec<String> = rulebook::Edition::ALL
            .iter()
            .map(|&e| match number.map(|n| registry.cited_in(n, e)) {
                Some(rulebook::InEdition::Label(l)) => format!("crate::rulebook::InEdition::Label({l:?})"),
                Some(rulebook::InEdition::Absent) => "crate::rulebook::InEdition::Absent".to_owned(),
                Some(rulebook::InEdition::Unknown) | None => "crate::rulebook::InEdition::Unknown".to_owned(),
            })
            .collect();
        let in_force: Vec<String> =
            rulebook::Edition::ALL.iter().map(|&e| registry.in_force(rule, e).to_string()).collect();
        writeln!(
            out,
            "    crate::rulebook::RuleCitation {{ rule: crate::RuleId::{rule:?}, number: {number:?}, cited: [{}], in_force: [{}] }},",
            cited.join(", "),
            in_force.join(", ")
        )
        .unwrap();
    }
    out.push_str("]);\n");
    out
}

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

// --- attack tables -------------------------------------------------------------------

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn bit(f: i32, r: i32) -> u64 {
    1u64 << (r * 8 + f)
}

fn slide(sq: i32, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut att = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f, r) {
            att |= bit(f, r);
            if occ & bit(f, r) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    att
}

fn relevant_mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f + df, r + dr) {
            mask |= bit(f, r);
            f += df;
            r += dr;
        }
    }
    mask
}

fn leaper(sq: i32, deltas: &[(i32, i32)]) -> u64 {
    let mut att = 0;
    for &(df, dr) in deltas {
        let (f, r) = (sq % 8 + df, sq / 8 + dr);
        if on_board(f, r) {
            att |= bit(f, r);
        }
    }
    att
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

fn find_magics(dirs: &[(i32, i32)], rng: &mut Rng, table: &mut Vec<u64>) -> Vec<Magic> {
    let mut magics = Vec::new();
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let size = 1usize << bits;
        let mut occs = Vec::with_capacity(size);
        let mut subset = 0u64;
        loop {
            occs.push((subset, slide(sq, subset, dirs)));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let mut used = vec![0u64; size];
        let mut epoch = vec![0u32; size];
        let mut attempt = 0u32;
        let magic = loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let mut ok = true;
            for &(occ, att) in &occs {
                let idx = (occ.wrapping_mul(magic) >> shift) as usize;
                if epoch[idx] != attempt {
                    epoch[idx] = attempt;
                    used[idx] = att;
                } else if used[idx] != att {
                    ok = false;
                    break;
                }
            }
            if ok {
                break magic;
            }
        };
        let offset = table.len();
        table.resize(offset + size, 0);
        for &(occ, att) in &occs {
            let idx = (occ.wrapping_mul(magic) >> shift) as usize;
            table[offset + idx] = att;
        }
        magics.push(Magic { mask, magic, shift, offset });
    }
    magics
}

fn attack_tables() -> String {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut table = Vec::new();
    let rook = find_magics(&ROOK_DIRS, &mut rng, &mut table);
    let bishop = find_magics(&BISHOP_DIRS, &mut rng, &mut table);

    let mut s = String::new();
    for (name, magics) in [("ROOK_MAGICS", &rook), ("BISHOP_MAGICS", &bishop)] {
        writeln!(s, "static {name}: [Magic; 64] = [").unwrap();
        for m in magics.iter() {
            writeln!(
                s,
                "    Magic {{ mask: {:#x}, magic: {:#x}, shift: {}, offset: {} }},",
                m.mask, m.magic, m.shift, m.offset
            )
            .unwrap();
        }
        writeln!(s, "];").unwrap();
    }
    // Every lookup `offset + (x * magic >> shift)` stays below `offset + 2^(64 - shift)`,
    // whatever `x`: checked here at compile time, so that `attacks.rs` may index unchecked.
    writeln!(s, "const _: () = {{").unwrap();
    writeln!(s, "    let mut i = 0;").unwrap();
    writeln!(s, "    while i < 64 {{").unwrap();
    for name in ["ROOK_MAGICS", "BISHOP_MAGICS"] {
        writeln!(
            s,
            "        assert!({name}[i].shift >= 52 && {name}[i].shift < 64 && {name}[i].offset + (1 << (64 - {name}[i].shift)) <= SLIDER_ATTACKS.len());"
        )
        .unwrap();
    }
    writeln!(s, "        i += 1;").unwrap();
    writeln!(s, "    }}").unwrap();
    writeln!(s, "}};").unwrap();
    writeln!(s, "static SLIDER_ATTACKS: [u64; {}] = [", table.len()).unwrap();
    for chunk in table.chunks(8) {
        let line: Vec<String> = chunk.iter().map(|v| format!("{v:#x}")).collect();
        writeln!(s, "    {},", line.join(", ")).unwrap();
    }
    writeln!(s, "];").unwrap();

    // The squares a rook and a bishop on each square reach on an empty board: which line
    // pieces could reach a square at all, tested before a magic lookup.
    for (name, dirs) in [("ROOK_RAYS", &ROOK_DIRS), ("BISHOP_RAYS", &BISHOP_DIRS)] {
        writeln!(s, "static {name}: [u64; 64] = [").unwrap();
        for sq in 0..64 {
            writeln!(s, "    {:#x},", slide(sq, 0, dirs)).unwrap();
        }
        writeln!(s, "];").unwrap();
    }

    let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let king = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    let tables: [(&str, &[(i32, i32)]); 4] = [
        ("KNIGHT_ATTACKS", &knight),
        ("KING_ATTACKS", &king),
        ("WHITE_PAWN_ATTACKS", &[(-1, 1), (1, 1)]),
        ("BLACK_PAWN_ATTACKS", &[(-1, -1), (1, -1)]),
    ];
    for (name, deltas) in tables {
        writeln!(s, "static {name}: [u64; 64] = [").unwrap();
        for sq in 0..64 {
            writeln!(s, "    {:#x},", leaper(sq, deltas)).unwrap();
        }
        writeln!(s, "];").unwrap();
    }

    // RAYS[a][b]: the whole line through a and b (edge to edge), or 0.
    // BETWEEN[a][b]: the squares strictly between a and b on a line, or 0.
    let mut rays = vec![0u64; 64 * 64];
    let mut between = vec![0u64; 64 * 64];
    for a in 0..64 {
        for b in 0..64 {
            if a == b {
                continue;
            }
            for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                if slide(a, 0, dirs) & (1u64 << b) != 0 {
                    rays[(a * 64 + b) as usize] = (slide(a, 0, dirs) & slide(b, 0, dirs)) | (1u64 << a) | (1u64 << b);
                    between[(a * 64 + b) as usize] = slide(a, 1u64 << b, dirs) & slide(b, 1u64 << a, dirs);
                }
            }
        }
    }
    for (name, t) in [("RAYS", &rays), ("BETWEEN", &between)] {
        writeln!(s, "static {name}: [[u64; 64]; 64] = [").unwrap();
        for a in 0..64 {
            let line: Vec<String> = (0..64).map(|b| format!("{:#x}", t[a * 64 + b])).collect();
            writeln!(s, "    [{}],", line.join(", ")).unwrap();
        }
        writeln!(s, "];").unwrap();
    }
    s
}
