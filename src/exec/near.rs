//! A refusal saying something was not found, when the command named one of the app's few
//! objects (a subscription, a variable…) that it lacks: the app's objects of that kind and the
//! nearest (`--sub premum`: "did you mean premium").

use licensectl_catalogue::desk::Read;
use licensectl_catalogue::Op;

use crate::context::Context;
use crate::exec::read;
use crate::output::checks::{quoted, suggest};

/// The most names listed in the hint; more are counted.
const SHOWN: usize = 12;

/// `e` with, when the service said "not found" and a value given for a parameter naming the
/// app's objects is none of them, which there are and the nearest. The list is read only on
/// that refusal, and at most once while nothing changes (`read::whole_list`): a `--from-file`
/// job of a thousand rows naming a missing subscription reads the subscriptions once, not a
/// thousand times. Any other error, or a failed read, is `e` as it was.
pub async fn explain(
    cx: &Context,
    op: &Op,
    params: &[(String, String)],
    e: anyhow::Error,
) -> anyhow::Error {
    // A client request's "Session not found" is its session, never a value it named; only the
    // seller API's refusals name the app's objects.
    if op.api != licensectl_catalogue::Api::Seller || !read::says_not_found(&e) || cx.global.dry_run
    {
        return e;
    }
    for p in op.params {
        let Some(objects) = p.completes.filter(|o| o.few()) else {
            continue;
        };
        let Some((_, given)) = params.iter().find(|(k, _)| k == p.name) else {
            continue;
        };
        let read = Read::names_of(objects);
        let (Ok(list), Ok(Some(reply))) = (read::op_of(&read), read::whole_list(cx, &read).await)
        else {
            continue;
        };
        let Some(id) = list.resource.and_then(|r| r.id()).map(|f| f.name) else {
            continue;
        };
        let rows: Vec<_> = reply
            .items()
            .iter()
            .filter_map(|item| crate::answer::value_of(list, item))
            .collect();
        let names: Vec<&str> = rows
            .iter()
            .filter_map(|r| r.get(id).and_then(|v| v.as_str()))
            .collect();
        if names.iter().any(|n| n == given) {
            continue;
        }
        let (one, many) = objects.noun();
        let shown = &names[..names.len().min(SHOWN)];
        let more = match names.len() - shown.len() {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        let mean = match suggest(given, &names) {
            Some(v) => format!("; did you mean {v:?}?"),
            None => String::new(),
        };
        let listed = if names.is_empty() {
            format!("it has no {many}")
        } else {
            format!("its {many}: {}{more}", quoted(shown))
        };
        let given = crate::escape::escape_value(given);
        return e.context(format!(
            "{}: the app has no {one} {given:?} ({listed}){mean}",
            op.command
        ));
    }
    e
}
