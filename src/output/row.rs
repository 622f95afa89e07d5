//! Rows as `output/` writes them: borrowed from a list answer's text and parsed one at a time
//! when used, shaped by the field model (`Shape`).
//!
//! A 100,000-license list is ~30 MB of JSON; as `serde_json::Value` maps it took ten times that.
//! Here a row is a pointer into the body until it is filtered, sorted or printed.

use std::borrow::Cow;
use std::fmt;

use licensectl_catalogue::fields::{self, Meaning, Resource};
use licensectl_catalogue::Op;
use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::value::RawValue;
use serde_json::Value;

/// One element of a list: its JSON text (one JSON value, as the answer's reading found it), and
/// which list it came from when an answer has several.
#[derive(Clone, Copy)]
pub struct Item<'a> {
    pub raw: &'a str,
    pub kind: Option<&'static str>,
}

/// A field's value: as the service wrote it, or as the field model normalised it (a number
/// written as text, a flag, a masked secret).
pub enum Field<'a> {
    Raw(&'a RawValue),
    Text(String),
    Num(i64),
    Bool(bool),
    Null,
}

/// A row's fields in the service's order.
pub type Fields<'a> = Vec<(Cow<'a, str>, Field<'a>)>;

/// How rows are shown: their resource (what each field means), the column a bare value goes
/// in, whether secrets stay.
pub struct Shape<'s> {
    pub resource: Option<&'static Resource>,
    pub first_col: &'s str,
    pub show_secrets: bool,
    /// Each row is a record of `resource` (a read's list): it carries every field the
    /// resource declares, null where the answer lacked it (`shape::complete`).
    pub complete: bool,
}

impl Shape<'_> {
    /// The shape of an operation's rows.
    pub fn of(op: &Op, show_secrets: bool) -> Shape<'static> {
        Shape {
            resource: op.resource,
            first_col: op.id_field(),
            show_secrets,
            complete: crate::output::shape::completes(op),
        }
    }

    /// What a field means, when its resource declares it.
    pub fn meaning(&self, name: &str) -> Option<Meaning> {
        self.resource?.field(name).map(|f| f.meaning)
    }

    /// A row's fields as they are shown: names as the field model has them, numbers as numbers,
    /// flags as booleans, secret fields dropped and masked fields masked unless `--show-secrets`;
    /// a list's kind last when the answer has several lists.
    pub fn fields<'a>(&self, item: &Item<'a>) -> Fields<'a> {
        self.fields_planned(item, &mut None)
    }

    /// `fields`, with the plan of the last row's names kept in `plan`: the rows of a list share
    /// their names, so what each name is (declared, secret, renamed, where it goes, which
    /// fields are missing) is worked out once per list, not once per row (that was a quarter of
    /// `licenses list -o json`'s CPU at 100,000 rows).
    pub fn fields_planned<'a>(&self, item: &Item<'a>, plan: &mut Option<Plan>) -> Fields<'a> {
        let mut bufs = RowBufs::default();
        self.fields_in(item, plan, &mut bufs);
        bufs.out
    }

    /// `fields_planned`, the row made in `bufs` (and borrowed from there): a list's rows are
    /// made one after another in the same two vectors, not two new ones a row.
    pub fn fields_in<'b, 'a>(
        &self,
        item: &Item<'a>,
        plan: &mut Option<Plan>,
        bufs: &'b mut RowBufs<'a>,
    ) -> &'b Fields<'a> {
        let RowBufs { given, out } = bufs;
        given.clear();
        out.clear();
        if pairs_into(item.raw, given).is_err() {
            given.clear();
            // A bare value (old servers' `usernames`) under the first column.
            if let Ok(raw) = serde_json::from_str::<&RawValue>(item.raw) {
                given.push((Cow::Owned(self.first_col.to_string()), Field::Raw(raw)));
            }
        }
        let kind = item.kind.is_some();
        let plan: &Plan = match plan {
            Some(p) if p.is_for(given, kind) => p,
            slot => slot.insert(self.plan(given, kind)),
        };
        out.reserve(plan.steps.len() + usize::from(kind));
        for step in &plan.steps {
            match *step {
                Step::Take(i, declared) => {
                    let (k, v) = std::mem::replace(&mut given[i], (Cow::Borrowed(""), Field::Null));
                    match declared {
                        Some(f) => out.push((Cow::Borrowed(f.name), self.value(f, v))),
                        None => out.push((k, v)),
                    }
                }
                Step::Null(name) => out.push((Cow::Borrowed(name), Field::Null)),
            }
        }
        if let Some(kind) = item.kind {
            out.push((Cow::Borrowed("kind"), Field::Text(kind.to_string())));
        }
        out
    }

    /// A declared field's value as it is shown: normalised by its meaning, masked when it is a
    /// live credential (unless `--show-secrets`).
    fn value<'a>(&self, f: &'static fields::Field, v: Field<'a>) -> Field<'a> {
        let Field::Raw(r) = v else { return v };
        if let Some(n) = raw_field(f.meaning, r) {
            n
        } else if f.masked && !self.show_secrets && r.get().starts_with('"') {
            Field::Text(crate::config::mask(&text(r)))
        } else {
            v
        }
    }

    /// What `fields` does to a row with these names (in the service's order): secret fields
    /// dropped, declared ones renamed and in the model's order (a stable sort: undeclared
    /// fields keep theirs, after), every field of a record's resource present.
    fn plan(&self, given: &Fields, kind: bool) -> Plan {
        let mut kept: Vec<Kept> = Vec::new();
        for (i, (k, _)) in given.iter().enumerate() {
            let declared = self.resource.and_then(|r| r.field(k));
            let secret = match declared {
                Some(f) => f.is_secret(),
                None => fields::is_secret_anywhere(k),
            };
            if !secret || self.show_secrets {
                kept.push((i, declared, declared.map_or(k.as_ref(), |f| f.name)));
            }
        }
        let steps = match self.resource {
            Some(r) => {
                // One field order per resource, whichever command printed the row.
                kept.sort_by_cached_key(|(_, _, name)| crate::output::shape::model_index(r, name));
                if self.complete {
                    // A merged list's `kind` comes last (`fields_planned`).
                    with_every_field(&kept, r, kind.then_some("kind"))
                } else {
                    kept.iter().map(|&(i, d, _)| Step::Take(i, d)).collect()
                }
            }
            None => kept.iter().map(|&(i, d, _)| Step::Take(i, d)).collect(),
        };
        static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        Plan {
            names: given.iter().map(|(k, _)| k.to_string()).collect(),
            kind,
            steps,
            serial: MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }
}

/// The two vectors a row is made in (`Shape::fields_in`): its fields as the service wrote them,
/// and as they are shown.
#[derive(Default)]
pub struct RowBufs<'a> {
    given: Fields<'a>,
    out: Fields<'a>,
}

/// A field a row keeps: its index in the row, its declaration, its shown name.
type Kept<'n> = (usize, Option<&'static fields::Field>, &'n str);

/// What `Shape::fields` does to a row with given names (`Shape::fields_planned`).
pub struct Plan {
    /// The names of the row it was made for, as the service wrote them.
    names: Vec<String>,
    /// Whether the row is tagged with its list's kind.
    kind: bool,
    steps: Vec<Step>,
    /// Which plan this is (each made has its own): rows shaped by the same plan have the same
    /// names in the same places, so a caller can look a column up once per plan.
    serial: u64,
}

impl Plan {
    /// This plan's own number (`serial`).
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// Whether a row with these fields is shaped by this plan.
    fn is_for(&self, given: &Fields, kind: bool) -> bool {
        self.kind == kind
            && self.names.len() == given.len()
            && self.names.iter().zip(given).all(|(n, (k, _))| n == k)
    }
}

/// One field of a shaped row.
enum Step {
    /// The row's field at this index, under its declared name when it has one.
    Take(usize, Option<&'static fields::Field>),
    /// A declared field the row lacks.
    Null(&'static str),
}

/// The kept fields of a row in the model's order (as `Shape::plan` sorts them) with every
/// declared field, secrets aside, that it lacks as null, in one pass.
fn with_every_field(kept: &[Kept], r: &'static Resource, added_later: Option<&str>) -> Vec<Step> {
    let mut out: Vec<Step> = Vec::with_capacity(r.fields.len().max(kept.len()));
    let mut given = kept.iter().peekable();
    for f in r.fields.iter() {
        let mut named = false;
        while let Some((_, _, name)) = given.peek() {
            if *name != f.name {
                break;
            }
            named = true;
            out.extend(given.next().map(|&(i, d, _)| Step::Take(i, d)));
        }
        if !named && !f.is_secret() && added_later != Some(f.name) {
            out.push(Step::Null(f.name));
        }
    }
    out.extend(given.map(|&(i, d, _)| Step::Take(i, d)));
    out
}

/// A field of a row by name.
pub fn get<'f, 'a>(row: &'f Fields<'a>, name: &str) -> Option<&'f Field<'a>> {
    row.iter().find(|(k, _)| k == name).map(|(_, v)| v)
}

/// The elements of a JSON array, unparsed.
pub fn array(text: &str) -> Result<Vec<&RawValue>, serde_json::Error> {
    serde_json::from_str(text)
}

/// Calls `f` on each element of a JSON array, unparsed, without collecting them (a list of
/// 300,000 rows is walked, never held as a vector).
pub fn each<'a>(text: &'a str, f: &mut dyn FnMut(&'a RawValue)) -> Result<(), serde_json::Error> {
    use serde::de::{Deserializer as _, SeqAccess, Visitor};
    struct Each<'f, 'a>(&'f mut dyn FnMut(&'a RawValue));
    impl<'f, 'a> Visitor<'a> for Each<'f, 'a> {
        type Value = ();
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an array")
        }
        fn visit_seq<A: SeqAccess<'a>>(self, mut seq: A) -> Result<(), A::Error> {
            while let Some(r) = seq.next_element::<&'a RawValue>()? {
                (self.0)(r);
            }
            Ok(())
        }
    }
    let mut de = serde_json::Deserializer::from_str(text);
    (&mut de).deserialize_seq(Each(f))?;
    de.end()
}

/// Text of a raw JSON value as scripts want it: strings bare, null empty, the rest as compact JSON.
fn text<'a>(r: &'a RawValue) -> Cow<'a, str> {
    let s = r.get();
    if let Some(plain) = plain_string(s) {
        return Cow::Borrowed(plain);
    }
    match s.as_bytes().first() {
        Some(b'"') => serde_json::from_str::<CowStr>(s)
            .map(|c| c.0)
            .unwrap_or(Cow::Borrowed(s)),
        Some(b'n') => Cow::Borrowed(""),
        Some(b'{' | b'[') => serde_json::from_str::<Value>(s)
            .map(|v| Cow::Owned(v.to_string()))
            .unwrap_or(Cow::Borrowed(s)),
        _ => Cow::Borrowed(s),
    }
}

/// The text of a JSON string without escapes (most of a list's cells): what is between its
/// quotes, as it is. `None` for other values and strings with an escape.
fn plain_string(raw: &str) -> Option<&str> {
    let inner = raw.strip_prefix('"')?.strip_suffix('"')?;
    // A control character cannot be in a JSON string unescaped (the parser refused it); checked
    // all the same, so this is only ever the string's text.
    // Every byte looked at (no early exit), which the compiler does 16 or 32 at a time.
    let odd = inner.bytes().fold(false, |odd, b| {
        odd | (b == b'\\') | (b == b'"') | (b < 0x20)
    });
    (!odd).then_some(inner)
}

impl<'a> Field<'a> {
    /// The value as text (see `output::raw`).
    pub fn text(&self) -> Cow<'_, str> {
        match self {
            Field::Raw(r) => text(r),
            Field::Text(s) => Cow::Borrowed(s),
            Field::Num(n) => Cow::Owned(n.to_string()),
            Field::Bool(b) => Cow::Borrowed(if *b { "true" } else { "false" }),
            Field::Null => Cow::Borrowed(""),
        }
    }

    /// `text`, made in `buf` when it is not the field's own text (a number, an escaped string):
    /// a table's or CSV's cells are read one after another through one buffer, not a `String`
    /// each (a license list has 400,000 numbers).
    pub fn text_in<'s>(&'s self, buf: &'s mut String) -> &'s str {
        match self {
            Field::Num(n) => {
                buf.clear();
                buf.push_str(itoa::Buffer::new().format(*n));
                buf
            }
            other => match other.text() {
                Cow::Borrowed(t) => t,
                Cow::Owned(t) => {
                    *buf = t;
                    buf
                }
            },
        }
    }

    /// The value as a whole number, when it is one or a string holding one.
    pub fn num(&self) -> Option<i64> {
        self.text().trim().parse().ok()
    }
}

/// `get(..).text()`, empty when the field is missing.
pub fn text_of<'f>(row: &'f Fields<'_>, name: &str) -> Cow<'f, str> {
    get(row, name).map_or(Cow::Borrowed(""), Field::text)
}

impl Serialize for Field<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Field::Text(t) => s.serialize_str(t),
            Field::Num(n) => s.serialize_i64(*n),
            Field::Bool(b) => s.serialize_bool(*b),
            Field::Null => s.serialize_unit(),
            // Strings and structures are re-encoded so output is the same whatever the service's
            // escaping (`\/`) or spacing; numbers, booleans and null are written as they came.
            // A string without escapes is its own text: written without parsing it.
            Field::Raw(r) => match (plain_string(r.get()), r.get().as_bytes().first()) {
                (Some(t), _) => s.serialize_str(t),
                (None, Some(b'"' | b'{' | b'[')) => match serde_json::from_str::<Value>(r.get()) {
                    Ok(v) => v.serialize(s),
                    // Only a lone surrogate escape gets here: written as the text it came as.
                    Err(_) => s.serialize_str(r.get()),
                },
                _ => r.serialize(s),
            },
        }
    }
}

/// Serialises one row as a JSON object.
pub struct RowJson<'f, 'a>(pub &'f Fields<'a>);

impl Serialize for RowJson<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0 {
            m.serialize_entry(k.as_ref(), v)?;
        }
        m.end()
    }
}

/// Serialises rows as a JSON array, parsing each only while it is written.
pub struct RowsJson<'x, 'a> {
    pub items: &'x [Item<'a>],
    pub shape: &'x Shape<'x>,
}

impl Serialize for RowsJson<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.items.len()))?;
        let (mut plan, mut bufs) = (None, RowBufs::default());
        for item in self.items {
            seq.serialize_element(&RowJson(self.shape.fields_in(item, &mut plan, &mut bufs)))?;
        }
        seq.end()
    }
}

/// A string borrowed from the text when it has no escapes.
pub(crate) struct CowStr<'a>(pub Cow<'a, str>);

impl<'de> Deserialize<'de> for CowStr<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = CowStr<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
                Ok(CowStr(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(CowStr(Cow::Owned(v.to_string())))
            }
        }
        d.deserialize_str(V)
    }
}

/// The members of the JSON object `text`, in order and unparsed, appended to `out` (as
/// `serde_json::from_str::<Pairs>` reads them).
fn pairs_into<'a>(text: &'a str, out: &mut Fields<'a>) -> Result<(), serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    de::DeserializeSeed::deserialize(PairsInto(out), &mut de)?;
    de.end()
}

/// Reads an object's members into a vector of the caller's.
struct PairsInto<'o, 'a>(&'o mut Fields<'a>);

impl<'de> de::DeserializeSeed<'de> for PairsInto<'_, 'de> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for PairsInto<'_, 'de> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<(), M::Error> {
        while let Some((k, v)) = m.next_entry::<CowStr, &RawValue>()? {
            self.0.push((k.0, Field::Raw(v)));
        }
        Ok(())
    }
}

/// An object's members in order, values unparsed.
pub struct Pairs<'a>(pub Fields<'a>);

impl<'de> Deserialize<'de> for Pairs<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = Vec::with_capacity(12);
        de::DeserializeSeed::deserialize(PairsInto(&mut out), d)?;
        Ok(Pairs(out))
    }
}

/// A raw value as its meaning says it is: integers for times, durations and counts (the service
/// writes most as strings), booleans for flags; `None` keeps it as it came.
pub fn raw_field<'a>(meaning: Meaning, r: &RawValue) -> Option<Field<'a>> {
    let s = r.get();
    if s == "\"\"" {
        return Some(Field::Null);
    }
    if meaning.is_integer() {
        if s.starts_with('"') {
            let t = text(r);
            let t = t.trim();
            return match t {
                "" => Some(Field::Null),
                _ => t.parse::<i64>().ok().map(Field::Num),
            };
        }
        return None;
    }
    if meaning == Meaning::Flag {
        let t = text(r);
        return match t.trim() {
            "1" | "true" => Some(Field::Bool(true)),
            "0" | "false" => Some(Field::Bool(false)),
            _ => None,
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(show_secrets: bool) -> Shape<'static> {
        Shape {
            resource: Some(&licensectl_catalogue::resources::CLIENT_INIT),
            first_col: "username",
            show_secrets,
            complete: false,
        }
    }

    #[test]
    fn rows_are_parsed_when_used() {
        let body =
            r#"[{"key":"a\/b","n":3,"password":"x","sessionid":"abcdef123","o":{"x": 1}},"bo"]"#;
        let raws = array(body).unwrap();
        let items: Vec<Item> = raws
            .iter()
            .map(|r| Item {
                raw: r.get(),
                kind: None,
            })
            .collect();
        let row = shape(false).fields(&items[0]);
        assert_eq!(text_of(&row, "key"), "a/b");
        assert_eq!(get(&row, "n").and_then(Field::num), Some(3));
        assert!(get(&row, "password").is_none(), "secrets are dropped");
        assert_eq!(text_of(&row, "sessionid"), "abcd…");
        assert_eq!(text_of(&row, "o"), r#"{"x":1}"#);
        assert_eq!(text_of(&shape(false).fields(&items[1]), "username"), "bo");
        assert_eq!(text_of(&shape(true).fields(&items[0]), "password"), "x");
        let odd = array(r#"[{"k":"\ud800"}]"#).unwrap();
        let row = shape(false).fields(&Item {
            raw: odd[0].get(),
            kind: None,
        });
        assert!(serde_json::to_string(&RowJson(&row)).is_ok());
        let json = serde_json::to_string(&RowsJson {
            items: &items,
            shape: &shape(false),
        })
        .unwrap();
        assert_eq!(
            json,
            // The declared fields first, in the model's order; the others as they came.
            r#"[{"sessionid":"abcd…","key":"a/b","n":3,"o":{"x":1}},{"username":"bo"}]"#
        );
    }

    /// A plan is made for a row's names and used again only for rows with the same names
    /// (and kind): rows of different names in one list are each shaped as alone.
    #[test]
    fn a_plan_shapes_only_rows_with_its_names() {
        let body = r#"[{"username":"a","balance":"5","password":"x"},{"username":"b","balance":"6","password":"y"},{"balance":"","username":"c","extra":"\u00e9"},"bare",{"username":"d","balance":"7","password":"z"},{"username":"e","username":"f"}]"#;
        let raws = array(body).unwrap();
        for complete in [false, true] {
            for show_secrets in [false, true] {
                let shape = Shape {
                    resource: Some(&licensectl_catalogue::resources::ACCOUNT),
                    first_col: "username",
                    show_secrets,
                    complete,
                };
                let mut plan = None;
                for (n, raw) in raws.iter().enumerate() {
                    let kind = (n == 4).then_some("reseller");
                    let item = Item {
                        raw: raw.get(),
                        kind,
                    };
                    let alone = serde_json::to_string(&RowJson(&shape.fields(&item))).unwrap();
                    let planned = shape.fields_planned(&item, &mut plan);
                    assert_eq!(serde_json::to_string(&RowJson(&planned)).unwrap(), alone);
                }
            }
        }
    }

    /// A cell's text through a buffer is the text `text` gives, numbers included.
    #[test]
    fn text_in_a_buffer_is_the_text() {
        let raws = array(r#"["a\u00e9", "plain", null, {"x": 1}, 12]"#).unwrap();
        let mut buf = String::new();
        let mut fields: Vec<Field> = raws.into_iter().map(Field::Raw).collect();
        for n in [0, 7, -7, 1_800_000_000, i64::MIN, i64::MAX] {
            fields.push(Field::Num(n));
        }
        fields.extend([Field::Bool(true), Field::Null, Field::Text("t".into())]);
        for f in &fields {
            assert_eq!(f.text_in(&mut buf), f.text());
        }
    }

    #[test]
    fn kind_comes_last() {
        let raws = array(r#"[{"a":1}]"#).unwrap();
        let item = Item {
            raw: raws[0].get(),
            kind: Some("mute"),
        };
        let row = shape(false).fields(&item);
        assert_eq!(row.last().map(|(k, _)| k.as_ref()), Some("kind"));
        assert_eq!(text_of(&row, "kind"), "mute");
    }

    #[test]
    fn a_reads_rows_carry_every_declared_field() {
        let raws = array(r#"[{"username":"bo","extra":1,"balance":"5"}]"#).unwrap();
        let shape = Shape {
            resource: Some(&licensectl_catalogue::resources::ACCOUNT),
            first_col: "username",
            show_secrets: false,
            complete: true,
        };
        let row = shape.fields(&Item {
            raw: raws[0].get(),
            kind: Some("reseller"),
        });
        let names: Vec<&str> = row.iter().map(|(k, _)| k.as_ref()).collect();
        // The model's order, null where the row lacks a field, an undeclared field after, and
        // the merged list's `kind` last and once.
        assert_eq!(
            names,
            [
                "username",
                "balance",
                "key_levels",
                "permissions",
                "extra",
                "kind"
            ]
        );
        assert!(matches!(get(&row, "permissions"), Some(Field::Null)));
    }
}
