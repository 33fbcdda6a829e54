use super::*;

#[test]
fn embedded_locales_load_without_errors() {
    let (l10n, errors) = Localizer::load(crate::embedded::LOCALE_FILES.iter().copied());
    assert!(errors.is_empty(), "{errors:#?}");
    let mut available = l10n.available();
    available.sort();
    assert_eq!(available, vec!["en-US", "ru"]);
}

#[test]
fn negotiation_falls_back_to_english() {
    let l10n = Localizer::global();
    assert_eq!(l10n.negotiate(&["ru-RU"]).unwrap().language(), "ru");
    assert_eq!(l10n.negotiate(&["en-GB"]).unwrap().language(), "en");
    assert_eq!(l10n.negotiate(&["de", "ru"]).unwrap().language(), "ru");
    assert!(l10n.negotiate(&["de"]).is_none());
    assert!(l10n.negotiate(&["not a locale!"]).is_none());
    let ru = l10n.negotiate(&["ru"]).unwrap();
    assert_eq!(ru.chain.last(), Some(&l10n.default), "the chain ends in en-US");
}

#[test]
fn russian_piece_forms_and_gender() {
    let l10n = Localizer::global();
    let ru = l10n.negotiate(&["ru"]).unwrap();
    let rook = &l10n.locales[ru.chain[0]].pieces()[&Role::Rook];
    assert_eq!(rook.cases, vec!["ладья", "ладьи", "ладье", "ладью", "ладьёй", "ладье"]);
    assert_eq!(rook.gender, "feminine");
    assert_eq!(rook.title, "Ладья");
    let knight = &l10n.locales[ru.chain[0]].pieces()[&Role::Knight];
    assert_eq!(knight.cases[4], "конём");
    assert_eq!(knight.gender, "masculine");
}

#[test]
fn alphabets_come_from_the_locales() {
    let l10n = Localizer::global();
    let ru = l10n.negotiate(&["ru"]).unwrap();
    assert_eq!(l10n.alphabet(&ru), crate::notation::Alphabet::russian());
    assert_eq!(l10n.alphabet(&l10n.english()), crate::notation::Alphabet::english());
}

#[test]
fn a_missing_message_is_an_error_not_silence() {
    let l10n = Localizer::global();
    let err = l10n.try_format(&l10n.english(), &Message::new("no-such-message")).unwrap_err();
    assert_eq!(err.1.len(), 1);
}

#[test]
fn lists_join_per_locale() {
    let l10n = Localizer::global();
    let ru = l10n.negotiate(&["ru"]).unwrap();
    let mut errors = Vec::new();
    let items = || vec!["b1".to_owned(), "d2".to_owned(), "f1".to_owned()];
    assert_eq!(l10n.join(&l10n.english(), items(), &mut errors), "b1, d2 and f1");
    assert_eq!(l10n.join(&ru, items(), &mut errors), "b1, d2 и f1");
    assert!(errors.is_empty());
}

#[test]
fn a_new_locale_folder_needs_no_code() {
    let mut files: Vec<(&str, &str)> = crate::embedded::LOCALE_FILES.to_vec();
    files.push(("de/pieces.ftl", "piece-knight = Springer\n    .letter = S\npiece-in-words = { $piece }\n"));
    let (l10n, errors) = Localizer::load(files);
    assert!(errors.is_empty(), "{errors:?}");
    let de = l10n.negotiate(&["de-DE"]).expect("German is offered once its folder exists");
    assert_eq!(de.language(), "de");
    let msg = Message::new("piece-in-words").arg("piece", Arg::Role(Role::Knight));
    assert_eq!(l10n.format(&de, &msg), "Springer");
    // Whatever German lacks falls back to English.
    assert_eq!(l10n.format(&de, &Message::new("piece-in-words").arg("piece", Arg::Role(Role::Rook))), "rook");
    assert_eq!(l10n.alphabet(&de).letter(Role::Knight), "S");
    assert_eq!(l10n.alphabet(&de).letter(Role::Rook), "R");
}

#[test]
fn one_localizer_serves_many_threads() {
    let l10n = Localizer::global();
    let handles: Vec<_> = (0..8)
        .map(|i| {
            std::thread::spawn(move || {
                let lang = if i % 2 == 0 { l10n.english() } else { l10n.negotiate(&["ru"]).unwrap() };
                let msg = Message::new("piece-in-words").arg("piece", Arg::Role(Role::Rook));
                let mut last = String::new();
                for _ in 0..200 {
                    last = l10n.try_format(&lang, &msg).unwrap();
                }
                last
            })
        })
        .collect();
    let results: Vec<String> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r, if i % 2 == 0 { "rook" } else { "ладья" });
    }
}

/// The same localizer with every message formatted by Fluent each time.
fn without_templates() -> Localizer {
    let (mut l10n, errors) = Localizer::load(crate::embedded::LOCALE_FILES.iter().copied());
    assert!(errors.is_empty(), "{errors:#?}");
    for locale in &mut l10n.locales {
        locale.templates_mut().disable();
    }
    l10n
}

#[test]
fn templates_write_what_fluent_writes() {
    // `template.rs`: a message formatted from its template is byte for byte what Fluent
    // writes for it. Every illegal from/to pair of the positions of a few seeded games,
    // explained in both languages and both editions, twice (the second time from the
    // templates made the first), against a localizer that formats through Fluent only.
    use crate::{Attempt, Edition, Position, Ruling, Square, adjudicate};
    let fluent = without_templates();
    let templates = Localizer::load(crate::embedded::LOCALE_FILES.iter().copied()).0;
    let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1Du64);
    let mut compared = 0;
    for game in 0..6 {
        let mut pos = Position::new();
        for _ in 0..(10 + game * 12) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
        }
        for from in pos.board().by_color(pos.turn()) {
            for to in Square::ALL {
                let Ruling::Illegal(illegal) = adjudicate(&pos, Attempt::new(from, to)) else {
                    continue;
                };
                for (ours, theirs) in [(templates.english(), fluent.english()), {
                    (templates.negotiate(&["ru"]).unwrap(), fluent.negotiate(&["ru"]).unwrap())
                }] {
                    for edition in [Edition::E2023, Edition::E2009] {
                        let want = super::explain(&illegal.violations, &fluent, &theirs, edition);
                        for _ in 0..2 {
                            assert_eq!(super::explain(&illegal.violations, &templates, &ours, edition), want);
                        }
                        for v in &illegal.violations {
                            let msg = super::Localize::message(v);
                            assert_eq!(templates.try_format(&ours, &msg), fluent.try_format(&theirs, &msg));
                        }
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 1000, "only {compared} explanations compared");
}

#[test]
fn a_text_argument_that_chooses_is_formatted_by_fluent() {
    // A message that selects on a text argument cannot be kept as a template; it must still
    // come out right for every value, the first time and the next.
    let files = [
        (
            "en-US/t.ftl",
            "pick = { $text ->\n    [a] first { $text }\n   *[other] other { $text }\n}\nplain = <{ $text }>\nref = ({ plain })\n",
        ),
        ("en-US/pieces.ftl", "piece-rook = rook\n"),
    ];
    let (l10n, errors) = Localizer::load(files);
    assert!(errors.is_empty(), "{errors:?}");
    let en = l10n.english();
    let with = |id, text: &str| Message::new(id).arg("text", Arg::Text(text.into()));
    for _ in 0..2 {
        assert_eq!(l10n.format(&en, &with("pick", "a")), "first a");
        assert_eq!(l10n.format(&en, &with("pick", "b")), "other b");
        assert_eq!(l10n.format(&en, &with("plain", "x")), "<x>");
        assert_eq!(l10n.format(&en, &with("plain", "y")), "<y>");
        assert_eq!(l10n.format(&en, &with("ref", "z")), "(<z>)");
    }
}

#[test]
fn locale_text_with_marker_characters_turns_templates_off() {
    // The marker of the first text argument, written in the message itself: taken for a
    // hole, it would repeat the argument.
    let files = [("en-US/t.ftl", "odd = \u{E000}{ $text }\n")];
    let (l10n, _) = Localizer::load(files);
    let msg = Message::new("odd").arg("text", Arg::Text("x".into()));
    for _ in 0..2 {
        assert_eq!(l10n.format(&l10n.english(), &msg), "\u{E000}x");
    }
}

#[test]
fn a_file_is_parsed_only_when_used() {
    // What `Localizer::global` does: a process parses only the files of the messages it
    // formats (and those they reference); negotiating a language parses nothing.
    let files = crate::embedded::LOCALE_FILES
        .iter()
        .zip(crate::embedded::LOCALE_ENTRIES)
        .map(|(&(p, t), &ids)| (Cow::Borrowed(p), Cow::Borrowed(t), Some(ids)));
    let (lazy, errors) = Localizer::of_files(files);
    assert!(errors.is_empty(), "{errors:#?}");
    let parsed = |l: &Localizer| -> Vec<(String, usize)> {
        l.locales.iter().map(|l| (l.id.to_string(), l.parsed_files())).collect()
    };
    let none: Vec<(String, usize)> = lazy.locales.iter().map(|l| (l.id.to_string(), 0)).collect();
    let ru = lazy.negotiate(&["ru"]).unwrap();
    let en = lazy.english();
    assert_eq!(parsed(&lazy), none, "negotiating parses nothing");
    let msg = Message::new("piece-in-words").arg("piece", Arg::Role(Role::Rook));
    assert_eq!(lazy.format(&ru, &msg), "ладья");
    let after_ru = parsed(&lazy);
    assert_eq!(after_ru[lazy.default].1, 0, "English untouched: {after_ru:?}");
    let ru_index = ru.chain[0];
    assert!(after_ru[ru_index].1 >= 1 && after_ru[ru_index].1 < lazy.locales[ru_index].file_count(), "{after_ru:?}");
    assert_eq!(lazy.format(&en, &msg), "rook");
    // Parsed file by file or all at once, the same messages.
    let (eager, _) = Localizer::load(crate::embedded::LOCALE_FILES.iter().copied());
    assert_eq!(lazy.available(), eager.available());
    for id in ["cli-usage-hint", "help-arbiter", "list-separator", "sentence-continuation-keep"] {
        for lang in [&en, &ru] {
            assert_eq!(lazy.text(lang, id), eager.text(lang, id), "{id}");
            assert!(lazy.has_message(lang, id), "{id}");
        }
    }
    assert!(!lazy.has_message(&en, "no-such-message"));
}

#[test]
fn the_build_time_entry_lists_are_the_files_entries() {
    assert_eq!(crate::embedded::LOCALE_ENTRIES.len(), crate::embedded::LOCALE_FILES.len());
    for (&(path, text), &ids) in crate::embedded::LOCALE_FILES.iter().zip(crate::embedded::LOCALE_ENTRIES) {
        assert_eq!(entries::entry_ids(text), ids, "{path}");
        // Every entry Fluent parses is listed (terms with their `-`).
        let resource = fluent_bundle::FluentResource::try_new(text.to_owned()).expect("parses");
        for entry in resource.entries() {
            let id = match entry {
                fluent_syntax::ast::Entry::Message(m) => m.id.name.to_owned(),
                fluent_syntax::ast::Entry::Term(t) => format!("-{}", t.id.name),
                _ => continue,
            };
            assert!(ids.contains(&id.as_str()), "{path}: {id}");
        }
    }
}

// Review 9, P-1: a clause that begins with a move keeps the move's letters; a sentence's
// capital is lowered.
#[test]
fn a_clause_lowers_a_capital_but_not_a_move() {
    let none: Vec<String> = Vec::new();
    assert_eq!(clause("Кf3".into(), &none), "Кf3");
    assert_eq!(clause("Кg1-f3".into(), &none), "Кg1-f3");
    assert_eq!(clause("Nf3 is legal".into(), &none), "Nf3 is legal");
    assert_eq!(clause("O-O".into(), &none), "O-O");
    assert_eq!(clause("Неверная запись".into(), &none), "неверная запись");
    assert_eq!(clause("FEN is bad".into(), &none), "FEN is bad");
}
