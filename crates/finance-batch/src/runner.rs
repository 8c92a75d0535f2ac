//! The ordered parallel pipeline. Input is cut into chunks at line ends; a group of chunks is
//! answered in parallel on a rayon pool while the next group is read, and the answers are written in
//! order, so line n of the output answers line n of the input.

use std::io::{self, Read, Write};

use rayon::prelude::*;

/// Input is cut into chunks of about this size, at line ends.
pub const CHUNK: usize = 1 << 20;

/// Reads JSON lines from `input` and writes one answer per line to `output`, in input order.
/// `answer` writes one JSON value for a non-empty line (without the newline); an empty line gets
/// `{"error":"empty line"}` so the numbering holds. `threads` = 0 uses every core.
pub fn run<R, W, F>(input: R, output: W, threads: usize, answer: F) -> io::Result<()>
where
    R: Read + Send,
    W: Write,
    F: Fn(&[u8], &mut Vec<u8>) + Sync,
{
    run_in_chunks(input, output, threads, CHUNK, answer)
}

/// [`run`] from stdin to stdout, as the `penny … --batch` commands read and write. A reader that
/// closes the pipe early (`| head`) has all it wanted, so a broken pipe is not an error.
pub fn run_stdio<F>(threads: usize, answer: F) -> io::Result<()>
where
    F: Fn(&[u8], &mut Vec<u8>) + Sync,
{
    match run(io::stdin(), io::stdout().lock(), threads, answer) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// [`run`] with a chosen chunk size (small chunks exercise the boundaries in tests).
pub fn run_in_chunks<R, W, F>(
    input: R,
    mut output: W,
    threads: usize,
    chunk: usize,
    answer: F,
) -> io::Result<()>
where
    R: Read + Send,
    W: Write,
    F: Fn(&[u8], &mut Vec<u8>) + Sync,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(io::Error::other)?;
    let group = pool.current_num_threads().max(1) * 2;
    let mut reader = Chunks {
        input,
        carry: Vec::new(),
        chunk: chunk.max(1),
        eof: false,
    };
    // Output buffers are reused from group to group: fresh multi-megabyte buffers cost page faults.
    let mut outs: Vec<Vec<u8>> = (0..group).map(|_| Vec::new()).collect();
    let mut next = reader.group(group)?;
    while !next.is_empty() {
        let current = next;
        // Answer this group on the pool while the next one is read.
        let ((), read) = pool.join(
            || {
                current
                    .par_iter()
                    .zip(outs.par_iter_mut())
                    .for_each(|(c, out)| answer_chunk(c, out, &answer));
            },
            || reader.group(group),
        );
        for out in &outs[..current.len()] {
            output.write_all(out)?;
        }
        next = read?;
    }
    output.flush()
}

fn answer_chunk<F: Fn(&[u8], &mut Vec<u8>)>(chunk: &[u8], out: &mut Vec<u8>, answer: &F) {
    out.clear();
    for line in chunk.split(|b| *b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.iter().all(u8::is_ascii_whitespace) {
            write_error(out, "empty line");
        } else {
            answer(line, out);
        }
        out.push(b'\n');
    }
}

/// `{"error":"…"}`, the batch form of a bad line.
pub fn write_error(out: &mut Vec<u8>, message: &str) {
    #[derive(serde::Serialize)]
    struct Error<'a> {
        error: &'a str,
    }
    // Writing to a Vec cannot fail, and a &str always serializes.
    let _ = serde_json::to_writer(out, &Error { error: message });
}

/// Whole-line chunks of the input.
struct Chunks<R> {
    input: R,
    carry: Vec<u8>,
    chunk: usize,
    eof: bool,
}

impl<R: Read> Chunks<R> {
    /// Up to `n` chunks, each ending at a line end (the trailing newline dropped).
    fn group(&mut self, n: usize) -> io::Result<Vec<Vec<u8>>> {
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            match self.next_chunk()? {
                Some(c) => out.push(c),
                None => break,
            }
        }
        Ok(out)
    }

    fn next_chunk(&mut self) -> io::Result<Option<Vec<u8>>> {
        loop {
            if self.eof {
                if self.carry.is_empty() {
                    return Ok(None);
                }
                let mut last = std::mem::take(&mut self.carry);
                if last.last() == Some(&b'\n') {
                    last.pop();
                }
                return Ok(Some(last));
            }
            let mut buf = std::mem::take(&mut self.carry);
            let start = buf.len();
            buf.resize(start + self.chunk, 0);
            let n = read_full(&mut self.input, &mut buf[start..])?;
            buf.truncate(start + n);
            if n < self.chunk {
                self.eof = true;
                // An input that is only a newline is still one (empty) line.
                if buf.is_empty() {
                    return Ok(None);
                }
                self.carry = buf;
                continue;
            }
            match buf.iter().rposition(|b| *b == b'\n') {
                Some(cut) => {
                    self.carry = buf.split_off(cut + 1);
                    buf.pop();
                    return Ok(Some(buf));
                }
                // One line longer than a chunk: keep reading until it ends.
                None => self.carry = buf,
            }
        }
    }
}

fn read_full<R: Read>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match r.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

/// Tests of each batch: run `input` through [`run_in_chunks`] and parse every output line.
#[cfg(test)]
pub(crate) fn answers<F>(
    input: &str,
    threads: usize,
    chunk: usize,
    answer: F,
) -> Vec<serde_json::Value>
where
    F: Fn(&[u8], &mut Vec<u8>) + Sync,
{
    let mut out = Vec::new();
    #[allow(clippy::unwrap_used)]
    run_in_chunks(input.as_bytes(), &mut out, threads, chunk, answer).unwrap();
    #[allow(clippy::unwrap_used)]
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// Echoes the line's length, so order and line boundaries are visible.
    fn lengths(input: &str, threads: usize, chunk: usize) -> Vec<String> {
        let mut out = Vec::new();
        run_in_chunks(input.as_bytes(), &mut out, threads, chunk, |line, out| {
            out.extend_from_slice(line.len().to_string().as_bytes())
        })
        .unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_line_answered_in_order_across_chunk_boundaries() {
        let input: String = (0..2_000)
            .map(|i| format!("{}\r\n", "x".repeat(i % 97 + 1)))
            .collect();
        for (threads, chunk) in [(1, CHUNK), (3, 50), (2, 7)] {
            let out = lengths(&input, threads, chunk);
            assert_eq!(out.len(), 2_000);
            for (i, l) in out.iter().enumerate() {
                assert_eq!(l, &(i % 97 + 1).to_string(), "line {i}");
            }
        }
    }

    #[test]
    fn empty_lines_get_an_error_and_no_trailing_newline_is_needed() {
        let out = lengths("ab\n\n   \nxyz", 2, 4);
        assert_eq!(
            out,
            [
                "2",
                r#"{"error":"empty line"}"#,
                r#"{"error":"empty line"}"#,
                "3"
            ]
        );
        assert_eq!(lengths("", 1, CHUNK), Vec::<String>::new());
    }
}
