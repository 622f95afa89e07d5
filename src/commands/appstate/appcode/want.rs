//! What a file declares, held compactly for `plan`: each record packed into a run of bytes of
//! one buffer per kind (its key, then each field's text), found by key through a sorted index.
//! 200,000 variables cost about 50 bytes each here, against about a kilobyte each as `Rec`s with
//! their maps; a record is unpacked into a `Rec` only while it is compared or shown.

use super::model::{Desired, Kind, Rec, Val};

const SECRET: u8 = 1;
const ENV: u8 = 2;

fn put_len(out: &mut Vec<u8>, mut n: usize) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_len(out, s.len());
    out.extend_from_slice(s.as_bytes());
}

/// Reads what `put_len` wrote at `*at`.
fn get_len(b: &[u8], at: &mut usize) -> usize {
    let mut n = 0;
    let mut shift = 0;
    while let Some(&byte) = b.get(*at) {
        *at += 1;
        n |= usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            break;
        }
        shift += 7;
    }
    n
}

fn get_str<'b>(b: &'b [u8], at: &mut usize) -> &'b str {
    let n = get_len(b, at);
    let end = (*at + n).min(b.len());
    let s = std::str::from_utf8(&b[*at..end]).unwrap_or("");
    *at = end;
    s
}

/// One kind's records, each after its length, as `Want::push` packs it:
/// the key, then per field its name's position in the kind's field list, flags (secret, from
/// the environment), its text and the environment variable's name.
#[derive(Default)]
struct Packed {
    /// Each record after its length.
    bytes: Vec<u8>,
    /// Where every `MARK`th record starts in `bytes` (`u32`: a kind's records past 4 GiB are
    /// refused); the others are found by stepping over the records before them from there.
    marks: Vec<u32>,
    count: usize,
    /// Keys' leading words (up to and including their first space: a blacklist entry's type,
    /// `hwid `), each kept once; a key is packed as its word's number (0: none) and the rest.
    words: Vec<String>,
}

/// At most this many leading words are kept per kind; a key of another is packed whole.
const WORDS: usize = 32;

/// One record in this many has its start kept (`Packed::marks`).
const MARK: usize = 16;

/// A packed record's key: its leading word and the rest, ordered and compared as the one
/// text they make.
#[derive(Clone, Copy)]
struct Key<'a> {
    word: &'a str,
    rest: &'a str,
}

impl Key<'_> {
    fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.word.bytes().chain(self.rest.bytes())
    }

    /// Ordered as `self`'s text against `text`.
    fn cmp_text(&self, text: &str) -> std::cmp::Ordering {
        self.bytes().cmp(text.bytes())
    }

    fn text(&self) -> String {
        format!("{}{}", self.word, self.rest)
    }
}

impl PartialEq for Key<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.word.len() + self.rest.len() == other.word.len() + other.rest.len()
            && self.bytes().eq(other.bytes())
    }
}

impl Packed {
    fn len(&self) -> usize {
        self.count
    }
    /// Adds a record; `false` (and nothing added) past 4 GiB.
    fn push(&mut self, rec: &[u8]) -> bool {
        let Ok(start) = u32::try_from(self.bytes.len()) else {
            return false;
        };
        if self.count.is_multiple_of(MARK) {
            self.marks.push(start);
        }
        put_len(&mut self.bytes, rec.len());
        self.bytes.extend_from_slice(rec);
        self.count += 1;
        true
    }
    /// The record packed at `start` (where its length is).
    fn rec_from(&self, start: usize) -> &[u8] {
        let mut at = start;
        let n = get_len(&self.bytes, &mut at);
        &self.bytes[at.min(self.bytes.len())..(at + n).min(self.bytes.len())]
    }
    /// Where record `i` starts.
    fn start(&self, i: usize) -> usize {
        let mut at = self.marks[i / MARK] as usize;
        for _ in 0..i % MARK {
            let n = get_len(&self.bytes, &mut at);
            at += n;
        }
        at
    }
    fn rec(&self, i: usize) -> &[u8] {
        self.rec_from(self.start(i))
    }
    /// Every record's start, for a pass that visits them in another order (the sort).
    fn starts(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.count);
        let mut at = 0;
        while at < self.bytes.len() {
            out.push(at as u32);
            let n = get_len(&self.bytes, &mut at);
            at += n;
        }
        out
    }
    fn key(&self, i: usize) -> Key<'_> {
        self.key_at(self.rec(i), &mut 0)
    }
    /// The key packed at `*at` of record `b` (`put_key`).
    fn key_at<'a>(&'a self, b: &'a [u8], at: &mut usize) -> Key<'a> {
        let word = match get_len(b, at) {
            0 => "",
            n => self.words.get(n - 1).map_or("", String::as_str),
        };
        Key {
            word,
            rest: get_str(b, at),
        }
    }
    /// Packs a key into `out`: its leading word's number, then the rest.
    fn put_key(&mut self, out: &mut Vec<u8>, key: &str) {
        let split = key.find(' ').map(|n| key.split_at(n + 1));
        let word = split.and_then(|(word, rest)| {
            let n = match self.words.iter().position(|w| w == word) {
                Some(n) => n,
                None if self.words.len() < WORDS => {
                    self.words.push(word.to_string());
                    self.words.len() - 1
                }
                None => return None,
            };
            Some((n + 1, rest))
        });
        let (n, rest) = word.unwrap_or((0, key));
        put_len(out, n);
        put_str(out, rest);
    }
    /// The records' positions by key, records of one key in the order they came; and the
    /// positions of those whose key came before (the later copies).
    fn sorted(&self) -> (Vec<u32>, Vec<u32>) {
        let starts = self.starts();
        let key = |i: u32| self.key_at(self.rec_from(starts[i as usize] as usize), &mut 0);
        let mut order: Vec<u32> = (0..self.len() as u32).collect();
        // Ties by position: stable, without a stable sort's buffer of the whole index.
        order.sort_unstable_by(|a, b| key(*a).bytes().cmp(key(*b).bytes()).then(a.cmp(b)));
        let twice = order
            .windows(2)
            .filter(|w| key(w[0]) == key(w[1]))
            .map(|w| w[1])
            .collect();
        (order, twice)
    }
    /// The same records without those at the positions `drop`.
    fn without(&self, mut drop: Vec<u32>) -> Packed {
        drop.sort_unstable();
        let mut out = Packed {
            words: self.words.clone(),
            ..Packed::default()
        };
        for (i, start) in self.starts().into_iter().enumerate() {
            if drop.binary_search(&(i as u32)).is_err() {
                out.push(self.rec_from(start as usize));
            }
        }
        out
    }
}

/// The file's records by kind (each in the file's order), and the kinds it declares.
pub struct Want {
    /// Per kind (`Kind::index`), its records.
    recs: Vec<Packed>,
    /// Per kind, the records' positions sorted by key.
    sorted: Vec<Vec<u32>>,
    /// Per kind, the names of the fields its records hold (a field is packed as its position).
    names: Vec<Vec<&'static str>>,
    pub declared: Vec<Kind>,
    too_big: bool,
    /// The record being packed.
    scratch: Vec<u8>,
}

impl Default for Want {
    fn default() -> Want {
        let n = Kind::count();
        Want {
            recs: (0..n).map(|_| Packed::default()).collect(),
            sorted: vec![Vec::new(); n],
            names: vec![Vec::new(); n],
            declared: Vec::new(),
            too_big: false,
            scratch: Vec::new(),
        }
    }
}

impl Want {
    /// Adds a record of the file (in the file's order within its kind).
    pub fn push(&mut self, r: Rec) {
        let k = r.kind.index();
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        self.recs[k].put_key(&mut out, &r.key);
        for (name, v) in &r.fields {
            let names = &mut self.names[k];
            let n = match names.iter().position(|x| x == name) {
                Some(n) => n,
                None => {
                    names.push(*name);
                    names.len() - 1
                }
            };
            put_len(&mut out, n);
            let flags = if v.secret { SECRET } else { 0 } | if v.env.is_some() { ENV } else { 0 };
            out.push(flags);
            put_str(&mut out, &v.text);
            if let Some(env) = &v.env {
                put_str(&mut out, env);
            }
        }
        if !self.recs[k].push(&out) {
            self.too_big = true;
        }
        self.scratch = out;
    }

    /// Whether a kind's records passed 4 GiB packed (those past it were not kept).
    pub fn too_big(&self) -> bool {
        self.too_big
    }

    /// How many records of `kind` the file declares.
    pub fn len(&self, kind: Kind) -> usize {
        self.recs[kind.index()].len()
    }

    /// The `i`th record of `kind`, unpacked.
    pub fn get(&self, kind: Kind, i: usize) -> Rec {
        let k = kind.index();
        let b = self.recs[k].rec(i);
        let mut at = 0;
        let mut rec = Rec::new(kind, self.recs[k].key_at(b, &mut at).text());
        while at < b.len() {
            let n = get_len(b, &mut at);
            let flags = b.get(at).copied().unwrap_or(0);
            at += 1;
            let text = get_str(b, &mut at).to_string();
            let env = (flags & ENV != 0).then(|| get_str(b, &mut at).to_string());
            if let Some(name) = self.names[k].get(n) {
                let secret = flags & SECRET != 0;
                rec.fields.insert(name, Val { text, env, secret });
            }
        }
        rec
    }

    /// Sorts each kind's index by key; `false` when a kind holds a key twice. A blacklist entry
    /// listed twice is kept once, where it is first listed (as `schema::blacklists` does).
    pub fn index(&mut self) -> bool {
        let mut once = true;
        for &kind in Kind::all() {
            let k = kind.index();
            let (order, twice) = self.recs[k].sorted();
            if twice.is_empty() {
                self.recs[k].bytes.shrink_to_fit();
                self.recs[k].marks.shrink_to_fit();
                self.sorted[k] = order;
            } else if kind == Kind::Blacklist {
                self.recs[k] = self.recs[k].without(twice);
                self.sorted[k] = self.recs[k].sorted().0;
            } else {
                once = false;
                self.sorted[k] = order;
            }
        }
        once
    }

    /// The position of `kind`'s record with this key (after `index`).
    pub fn find(&self, kind: Kind, key: &str) -> Option<usize> {
        let k = kind.index();
        let recs = &self.recs[k];
        self.sorted[k]
            .binary_search_by(|i| recs.key(*i as usize).cmp_text(key))
            .ok()
            .map(|at| self.sorted[k][at] as usize)
    }

    /// The kinds in the order the file's sections are read: by name, as a TOML table holds them
    /// (the order `plan`'s notes and changes have always come in).
    pub fn section_order() -> Vec<Kind> {
        let mut kinds = Kind::all().to_vec();
        kinds.sort_by_key(|k| k.section());
        kinds
    }
}

impl From<Desired> for Want {
    fn from(d: Desired) -> Want {
        let mut w = Want {
            declared: d.declared,
            ..Want::default()
        };
        for r in d.records {
            w.push(r);
        }
        w.index();
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_comes_back_as_it_went_in_and_is_found_by_key() {
        let long = "x".repeat(300);
        let recs = [
            Rec::new(Kind::Var, "motd")
                .with("data", Val::plain(long.as_str()))
                .with("authed", Val::plain("true")),
            Rec::new(Kind::Var, "a\u{0}b").with(
                "data",
                Val {
                    text: "s3cret".into(),
                    env: Some("SECRET".into()),
                    secret: true,
                },
            ),
            Rec::new(Kind::Settings, "").with("sellix-secret", Val::secret("")),
            Rec::new(Kind::Blacklist, "ip 198.51.100.7"),
        ];
        let mut w = Want::from(Desired {
            records: recs.to_vec(),
            declared: vec![Kind::Var],
        });
        assert!(w.index());
        assert_eq!(w.get(Kind::Var, 0), recs[0]);
        assert_eq!(w.get(Kind::Var, 1), recs[1]);
        assert_eq!(w.get(Kind::Settings, 0), recs[2]);
        assert_eq!(w.get(Kind::Blacklist, 0), recs[3]);
        assert_eq!(w.find(Kind::Var, "a\u{0}b"), Some(1));
        assert_eq!(w.find(Kind::Var, "motd"), Some(0));
        assert_eq!(w.find(Kind::Var, "nope"), None);
        assert_eq!(w.find(Kind::Button, "motd"), None);
        assert_eq!(w.len(Kind::Var), 2);
        for key in ["ip b", "ip a", "ip b", "hwid b", "ip a"] {
            w.push(Rec::new(Kind::Blacklist, key));
        }
        assert!(w.index(), "a blacklist entry listed twice is kept once");
        let kept: Vec<String> = (0..w.len(Kind::Blacklist))
            .map(|i| w.get(Kind::Blacklist, i).key)
            .collect();
        assert_eq!(kept, ["ip 198.51.100.7", "ip b", "ip a", "hwid b"]);
        assert_eq!(w.find(Kind::Blacklist, "hwid b"), Some(3));
        w.push(Rec::new(Kind::Var, "motd"));
        assert!(!w.index(), "a key held twice");
    }

    /// A key's leading word is packed once per kind; keys still sort and are found as their
    /// text, with or without a word, and past the words kept.
    #[test]
    fn keys_sort_and_are_found_as_their_text_whatever_their_words() {
        let mut keys: Vec<String> = ["ab x", "abc", "ab ", "a", "b c d", " x", "ab", "ab y"]
            .iter()
            .map(|k| k.to_string())
            .collect();
        keys.extend((0..40).map(|i| format!("w{i} v")));
        let mut w = Want::default();
        for k in &keys {
            w.push(Rec::new(Kind::Blacklist, k.as_str()));
        }
        assert!(w.index());
        let r = &w.recs[Kind::Blacklist.index()];
        assert_eq!(r.words.len(), WORDS);
        let sorted: Vec<String> = w.sorted[Kind::Blacklist.index()]
            .iter()
            .map(|i| r.key(*i as usize).text())
            .collect();
        let mut want = keys.clone();
        want.sort();
        assert_eq!(sorted, want);
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(w.find(Kind::Blacklist, k), Some(i), "{k}");
            assert_eq!(w.get(Kind::Blacklist, i).key, *k);
        }
        assert_eq!(w.find(Kind::Blacklist, "ab  "), None);
    }
}
