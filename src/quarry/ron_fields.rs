//! Finds field paths in RON text: ron reports positions, validation reports field names,
//! and an error message needs both.

/// A field name met in the text, with its dotted path and 1-based position.
struct FieldMark {
    path: String,
    line: usize,
    column: usize,
}

/// Walks RON text and lists every `name:` key with the path of the structs around it.
fn field_marks(text: &str) -> Vec<FieldMark> {
    let chars: Vec<char> = text.chars().collect();
    let mut marks = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    let (mut i, mut line, mut col) = (0, 1, 1);
    while i < chars.len() {
        let c = chars[i];
        let skip = skip_len(&chars, i);
        if skip > 0 {
            for &s in &chars[i..i + skip] {
                (line, col) = advance(s, line, col);
            }
            i += skip;
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let end = ident_end(&chars, i);
            let name: String = chars[i..end].iter().collect();
            if next_non_space(&chars, end) == Some(':') {
                let path = join(&stack, &name);
                marks.push(FieldMark {
                    path,
                    line,
                    column: col,
                });
                pending = Some(name);
            }
            col += end - i;
            i = end;
            continue;
        }
        match c {
            // A value that was no struct or list ended: the next `(` is not its.
            ',' => pending = None,
            '(' | '{' | '[' => stack.push(pending.take().unwrap_or_default()),
            ')' | '}' | ']' => {
                stack.pop();
            }
            _ => {}
        }
        (line, col) = advance(c, line, col);
        i += 1;
    }
    marks
}

/// Length of a comment or string literal starting at `i`, or 0.
fn skip_len(chars: &[char], i: usize) -> usize {
    let rest = &chars[i..];
    if rest.starts_with(&['/', '/']) {
        return rest.iter().position(|&c| c == '\n').unwrap_or(rest.len());
    }
    if rest.starts_with(&['/', '*']) {
        let close = rest.windows(2).position(|w| w == ['*', '/']);
        return close.map_or(rest.len(), |p| p + 2);
    }
    if rest.first() == Some(&'"') {
        let mut j = 1;
        while j < rest.len() && rest[j] != '"' {
            j += if rest[j] == '\\' { 2 } else { 1 };
        }
        return (j + 1).min(rest.len());
    }
    0
}

fn ident_end(chars: &[char], start: usize) -> usize {
    let len = chars[start..]
        .iter()
        .position(|c| !(c.is_alphanumeric() || *c == '_'))
        .unwrap_or(chars.len() - start);
    start + len
}

fn next_non_space(chars: &[char], from: usize) -> Option<char> {
    chars[from..].iter().copied().find(|c| !c.is_whitespace())
}

fn advance(c: char, line: usize, col: usize) -> (usize, usize) {
    if c == '\n' {
        (line + 1, 1)
    } else {
        (line, col + 1)
    }
}

fn join(stack: &[String], name: &str) -> String {
    let mut parts: Vec<&str> = stack
        .iter()
        .map(String::as_str)
        .filter(|s| !s.is_empty())
        .collect();
    parts.push(name);
    parts.join(".")
}

/// The position of the field `path` (dotted) in `text`, if it is written there.
pub fn locate_field(text: &str, path: &str) -> Option<(usize, usize)> {
    field_marks(text)
        .into_iter()
        .find(|m| m.path == path)
        .map(|m| (m.line, m.column))
}

/// The path of the last field that starts at or before `line`:`column`: the field a parse
/// error at that position belongs to.
pub fn field_at(text: &str, line: usize, column: usize) -> String {
    field_marks(text)
        .into_iter()
        .take_while(|m| (m.line, m.column) <= (line, column))
        .last()
        .map(|m| m.path)
        .unwrap_or_default()
}

/// The position of a field path with list indices, e.g. `quarry.stones[3].position`: the
/// fourth `position` written under `quarry.stones`. Only the last index counts, which is
/// exact for paths with one list. If that field is not written, its parents are tried.
pub fn locate_indexed_field(text: &str, path: &str) -> Option<(usize, usize)> {
    let marks = field_marks(text);
    let mut parts: Vec<&str> = path.split('.').collect();
    while !parts.is_empty() {
        let joined = parts.join(".");
        let index = last_index(&joined);
        let plain = strip_indices(&joined);
        if let Some(m) = marks.iter().filter(|m| m.path == plain).nth(index) {
            return Some((m.line, m.column));
        }
        parts.pop();
    }
    None
}

/// The last `[n]` of a path that has a field after it, or 0: a path ending in `[n]`
/// names a list element, which has no name of its own, so the list is located instead.
fn last_index(path: &str) -> usize {
    if path.ends_with(']') {
        return 0;
    }
    path.rsplit_once('[')
        .and_then(|(_, rest)| rest.split_once(']'))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or(0)
}

/// A path without its `[n]` parts.
fn strip_indices(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut depth = 0;
    for c in path.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::locate_indexed_field;

    #[test]
    fn indexed_fields_are_found_by_their_position_in_the_list() {
        let text = "(\n  q: (\n    s: [\n      (a: 1, b: 2),\n      (a: 3, b: 4),\n    ],\n  ),\n)";
        assert_eq!(locate_indexed_field(text, "q.s[1].b"), Some((5, 14)));
        assert_eq!(locate_indexed_field(text, "q.s[0].a"), Some((4, 8)));
        assert_eq!(
            locate_indexed_field(text, "q.s[7].a"),
            Some((3, 5)),
            "the list"
        );
        assert_eq!(
            locate_indexed_field(text, "q.t"),
            Some((2, 3)),
            "the parent"
        );
        assert_eq!(locate_indexed_field(text, "r"), None);
    }
}
