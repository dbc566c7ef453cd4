//! Finds fields and positions in RON text: ron reports positions, validation
//! reports field names, and an error message needs both. Every file the game
//! reads (assets, quarry files, saves, the bots' file) names its faults through
//! these helpers.

/// A field name met in the text, with its dotted path and 1-based position.
struct FieldMark {
    path: String,
    line: usize,
    column: usize,
}

/// One open bracket while walking the text: the field it belongs to, and for
/// a list (`[`) the index of the element the walk is in.
struct Frame {
    name: String,
    list: Option<usize>,
}

/// Walks RON text and lists every `name:` key with the path of the structs and
/// lists around it, e.g. `players[1].sesterces`.
fn field_marks(text: &str) -> Vec<FieldMark> {
    let chars: Vec<char> = text.chars().collect();
    let mut marks = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
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
            '(' | '{' | '[' => stack.push(Frame {
                name: pending.take().unwrap_or_default(),
                list: (c == '[').then_some(0),
            }),
            ')' | '}' | ']' => {
                stack.pop();
            }
            ',' => {
                // A value that was no struct or list ended: the next `(` is not its.
                pending = None;
                if let Some(Frame {
                    list: Some(index), ..
                }) = stack.last_mut()
                {
                    *index += 1;
                }
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

fn join(stack: &[Frame], name: &str) -> String {
    let mut path = String::new();
    for frame in stack {
        if !frame.name.is_empty() {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(&frame.name);
        }
        if let Some(index) = frame.list {
            path.push_str(&format!("[{index}]"));
        }
    }
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(name);
    path
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

/// The position of a field path with list indices, e.g. `quarry.stones[3].position`.
/// If that field is not written, its parents are tried (`quarry.stones[3]`, which
/// has no name of its own, is found as the list `quarry.stones`).
pub fn locate_indexed_field(text: &str, path: &str) -> Option<(usize, usize)> {
    let marks = field_marks(text);
    let mut probe = path;
    loop {
        if let Some(m) = marks.iter().find(|m| m.path == probe) {
            return Some((m.line, m.column));
        }
        probe = &probe[..probe.rfind(['.', '['])?];
    }
}

/// 1-based line and column of the first occurrence of `needle`.
pub fn locate(text: &str, needle: &str) -> Option<(usize, usize)> {
    let offset = text.find(needle)?;
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Some((line, column))
}

/// The name of the field whose value starts at or before a position: the last
/// `name:` in the text up to that point, ignoring comments.
pub fn field_before(text: &str, line: usize, col: usize) -> Option<String> {
    let mut upto = String::new();
    for (i, l) in text.lines().enumerate() {
        let l = l.split("//").next().unwrap_or("");
        if i + 1 == line {
            upto.extend(l.chars().take(col.saturating_sub(1)));
            break;
        }
        upto.push_str(l);
        upto.push('\n');
    }
    let bytes = upto.as_bytes();
    let mut end = bytes.len();
    while end > 0 {
        end -= 1;
        if bytes[end] != b':' || bytes.get(end + 1) == Some(&b':') {
            continue;
        }
        let head = upto[..end].trim_end();
        let name: String = head
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if !name.is_empty() {
            return Some(name);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{field_at, locate, locate_indexed_field};

    #[test]
    fn locate_counts_lines_and_columns() {
        assert_eq!(locate("ab\ncd: 1", "cd"), Some((2, 1)));
        assert_eq!(locate("ab\ncd: 1", "1"), Some((2, 5)));
    }

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

    #[test]
    fn a_parse_error_is_placed_in_its_list_element() {
        let text = "(players: [(name: \"A\", sesterces: 1), (name: \"B\", sesterces: x)])";
        assert_eq!(field_at(text, 1, 64), "players[1].sesterces");
    }
}
