//! `arbiter replay`: checks PGN games move by move — the first illegal move explained, how
//! each game ended on the board and which draws became claimable, with their articles.

use std::collections::HashSet;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal};
use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::{Ctx, EditionArg, Format, Out};
use crate::game::{Claim, Ending, Game, RepetitionKey};
use crate::i18n::game::{claim_line, ending_line, numbered};
use crate::i18n::{Arg, Localize, Message, cite, explain};
use crate::notation::San;
use crate::pgn::{PgnError, PgnGame, Reader};
use crate::{Edition, Position, RuleId, Ruling, Validation};

#[derive(Args, Debug)]
pub(crate) struct ReplayArgs {
    /// The PGN file; `-` or nothing for standard input. Several games per file are fine;
    /// SAN in English or, under --lang ru, Russian letters.
    #[arg(value_name = "FILE.pgn")]
    file: Option<PathBuf>,
    #[command(flatten)]
    edition: EditionArg,
    /// `text` for people, `json` for tools.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// One game's findings.
#[derive(Debug)]
pub(crate) struct Replayed {
    index: usize,
    plies: usize,
    result: Option<String>,
    white: Option<String>,
    black: Option<String>,
    ending: Option<(Ending, usize, Option<String>)>,
    claims: Vec<(Claim, usize, String)>,
    illegal: Option<(usize, String, Ruling)>,
}

/// Replays one parsed game.
pub(crate) fn replay_game(ctx: &Ctx, pgn: &PgnGame, edition: Edition) -> Result<Replayed, Message> {
    let start = Position::from_setup(pgn.setup(), Validation::Strict).map_err(|e| e.message())?;
    let alphabet = ctx.l10n.alphabet(&ctx.lang);
    let mut game = Game::new(start).with_edition(edition);
    let mut out = Replayed {
        index: pgn.index,
        plies: pgn.plies(),
        result: pgn.result().map(|o| o.marker().to_owned()),
        white: pgn.tag("White").map(str::to_owned),
        black: pgn.tag("Black").map(str::to_owned),
        ending: None,
        claims: Vec::new(),
        illegal: None,
    };
    // Claims already reported: a repetition claim per position, a fifty-move claim once
    // per run of quiet moves.
    let mut reported: HashSet<(&'static str, Option<RepetitionKey>)> = HashSet::new();
    let mut note = |game: &Game, claims: Vec<Claim>, ply: usize, out: &mut Replayed| {
        // While the third occurrence stands (9.2.2), declaring a move to reach another
        // (9.2.1) adds nothing to report.
        let has_appeared = claims.iter().any(|c| matches!(c, Claim::ThreefoldRepetition { .. }));
        for claim in claims {
            if has_appeared && matches!(claim, Claim::ThreefoldRepetitionAboutToAppear { .. }) {
                continue;
            }
            let key = match claim {
                Claim::ThreefoldRepetition { .. } => Some(RepetitionKey::of(game.position())),
                _ => None,
            };
            let tag = match claim {
                Claim::ThreefoldRepetition { .. } => "threefold",
                Claim::ThreefoldRepetitionAboutToAppear { .. } => "threefold-about",
                Claim::FiftyMoves { .. } => "fifty",
                Claim::FiftyMovesAboutToBeMade { .. } => "fifty-about",
            };
            if !reported.insert((tag, key)) && tag != "threefold-about" {
                continue;
            }
            if tag == "threefold-about" && out.claims.iter().any(|(c, p, _)| c == &claim && *p + 2 > ply) {
                continue;
            }
            let declared = claim.declared_move().map(|m| San::from_move(game.position(), m).write(&alphabet));
            out.claims.push((claim, ply, declared.unwrap_or_default()));
        }
        if game.position().halfmove_clock() == 0 {
            reported.retain(|(t, _)| !t.starts_with("fifty"));
        }
    };
    match game.status() {
        (Some(ending), _) => out.ending = Some((ending, 0, None)),
        (None, claims) => note(&game, claims, 0, &mut out),
    }
    for (i, mv) in pgn.moves.iter().enumerate() {
        let ply = i + 1;
        let before = game.position().clone();
        match game.with_history(crate::laws::notation::adjudicate_san(&before, &mv.san)) {
            Ruling::Legal(m) => {
                game.play_unchecked(m);
                if out.ending.is_none() {
                    let (ending, claims) = game.status();
                    if let Some(ending) = ending {
                        // The move as the reader writes it: `17. Лd8#` under --lang ru.
                        let written = San::from_move(&before, m).write(&alphabet);
                        out.ending = Some((ending, ply, Some(numbered(&before, &written))));
                    } else {
                        note(&game, claims, ply, &mut out);
                    }
                }
            }
            ruling @ Ruling::Illegal(_) => {
                out.illegal = Some((ply, numbered(&before, &mv.text), ruling));
                break;
            }
        }
    }
    Ok(out)
}

#[derive(Serialize)]
struct JsonEnding {
    kind: &'static str,
    article: String,
    ply: usize,
}

#[derive(Serialize)]
struct JsonClaim {
    kind: &'static str,
    article: String,
    ply: usize,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    declared: Option<String>,
}

#[derive(Serialize)]
struct JsonIllegal {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    violations: Vec<serde_json::Value>,
    explanation: String,
}

fn article(ctx: &Ctx, rule: RuleId, edition: Edition) -> String {
    cite(ctx.l10n, &ctx.lang, rule, edition).article
}

fn json_game(ctx: &Ctx, g: &Replayed, edition: Edition) -> serde_json::Value {
    let ending = g.ending.as_ref().map(|(e, ply, _)| JsonEnding {
        kind: e.kind(),
        article: article(ctx, e.rule(), edition),
        ply: *ply,
    });
    let claims: Vec<JsonClaim> = g
        .claims
        .iter()
        .map(|(c, ply, declared)| JsonClaim {
            kind: c.kind(),
            article: article(ctx, c.rule(), edition),
            ply: *ply,
            declared: (!declared.is_empty()).then(|| declared.clone()),
        })
        .collect();
    let illegal = g.illegal.as_ref().map(|(ply, mv, ruling)| {
        let ex = explain(ruling.violations(), ctx.l10n, &ctx.lang, edition);
        JsonIllegal {
            ply: *ply,
            mv: mv.split_whitespace().last().unwrap_or(mv).to_owned(),
            violations: ex
                .sentences
                .iter()
                .map(|s| {
                    serde_json::json!({"rule": s.rule.as_str(), "article": s.article, "edition": s.edition.year(), "message": s.message})
                })
                .collect(),
            explanation: ex.text(),
        }
    });
    serde_json::json!({
        "index": g.index,
        "plies": g.plies,
        "result": g.result,
        "ending": ending,
        "claims": claims,
        "illegal": illegal,
    })
}

fn text_game(ctx: &Ctx, g: &Replayed, edition: Edition) -> String {
    let mut lines = Vec::new();
    lines.push(
        ctx.tr(&Message::new("replay-game")
            .arg("index", Arg::Number(g.index as i64))
            .arg("white", Arg::Text(g.white.clone().unwrap_or_else(|| "?".into())))
            .arg("black", Arg::Text(g.black.clone().unwrap_or_else(|| "?".into())))
            .arg("plies", Arg::Number(g.plies as i64))
            .arg("result", Arg::Text(g.result.clone().unwrap_or_else(|| "*".into())))),
    );
    for (claim, ply, declared) in &g.claims {
        lines.push(format!("  {}", claim_line(ctx.l10n, &ctx.lang, edition, claim, *ply, declared)));
    }
    if let Some((ending, ply, mv)) = &g.ending {
        lines.push(format!("  {}", ending_line(ctx.l10n, &ctx.lang, edition, ending, *ply, mv.as_deref())));
    } else if g.illegal.is_none() {
        lines.push(format!("  {}", ctx.tr(&Message::new("replay-no-ending"))));
    }
    if let Some((ply, mv, ruling)) = &g.illegal {
        lines.push(format!(
            "  {}",
            ctx.tr(&Message::new("replay-illegal")
                .arg("ply", Arg::Number(*ply as i64))
                .arg("move", Arg::Text(mv.clone())))
        ));
        for line in explain(ruling.violations(), ctx.l10n, &ctx.lang, edition).text().lines() {
            lines.push(format!("    {line}"));
        }
    }
    lines.join("\n")
}

pub(crate) fn run(ctx: &Ctx, args: ReplayArgs, stdin: &mut dyn BufRead, out: &mut Out) -> io::Result<i32> {
    let edition = args.edition.edition;
    let file;
    let source: Box<dyn BufRead + '_> = match &args.file {
        Some(path) if path.as_os_str() != "-" => match File::open(path) {
            Ok(f) => {
                file = f;
                Box::new(BufReader::new(file))
            }
            Err(e) => {
                let msg = Message::new("cli-error-io")
                    .arg("path", Arg::Text(path.display().to_string()))
                    .arg("reason", Arg::Text(e.to_string()));
                out.error(ctx, msg)?;
                return Ok(2);
            }
        },
        _ => Box::new(stdin),
    };
    // The reader's own letters first, then every other language's: a file in Russian
    // letters replays under any --lang.
    let alphabets = ctx.l10n.alphabets(&ctx.lang);
    let refs: Vec<&crate::notation::Alphabet> = alphabets.iter().collect();
    let reader = Reader::new(source).with_alphabets(&refs);
    let progress = std::io::stderr().is_terminal();
    let mut code = 0;
    let mut json_games = Vec::new();
    let mut count = 0usize;
    for item in reader {
        count += 1;
        if progress && count.is_multiple_of(100) {
            eprint!("\r{count} …");
        }
        // A PGN syntax error names its game itself; a start position that cannot be played
        // is said of its game.
        let replayed = item
            .map_err(|e: PgnError| (e.game_index, "pgn", e.message(), false))
            .and_then(|pgn| replay_game(ctx, &pgn, edition).map_err(|m| (pgn.index, "position", m, true)));
        match replayed {
            Ok(g) => {
                if g.illegal.is_some() {
                    code = code.max(1);
                }
                match args.format {
                    Format::Json => json_games.push(json_game(ctx, &g, edition)),
                    Format::Text => writeln!(out.stdout, "{}\n", text_game(ctx, &g, edition))?,
                }
            }
            Err((index, kind, message, wrap)) => {
                code = 2;
                let text = ctx.tr(&message);
                match args.format {
                    Format::Json => {
                        json_games.push(serde_json::json!({"index": index, "error": {"kind": kind, "message": text}}))
                    }
                    Format::Text if wrap => {
                        let msg = Message::new("replay-game-error")
                            .arg("index", Arg::Number(index as i64))
                            .arg("reason", Arg::Text(text));
                        writeln!(out.stdout, "{}\n", ctx.tr(&msg))?;
                    }
                    Format::Text => writeln!(out.stdout, "{text}\n")?,
                }
            }
        }
    }
    if progress && count >= 100 {
        eprint!("\r{:20}\r", "");
    }
    if args.format == Format::Json {
        writeln!(
            out.stdout,
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({ "games": json_games })).unwrap_or_default()
        )?;
    }
    Ok(code)
}
