package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One document, two spellings: every block type, as Markdown and as HTML. */
class RenderersTest {

    private static Document sample() {
        return new Document.Builder()
                .heading(1, "Results")
                .paragraph("a < b & c")
                .list(List.of("one", "two"))
                .items(List.of(new Document.Item("akka: failed", "see logs/")))
                .table(List.of("name", "ns/msg"), List.of(List.of("loom/threads", "5.0")))
                .chart("ring.svg", "<svg></svg>")
                .build("Results");
    }

    @Test
    void markdownLinksChartsAndEscapesNothing() {
        assertEquals("""
                # Results

                a < b & c

                - one
                - two

                - **akka: failed** see logs/

                | name | ns/msg |
                |---|---|
                | loom/threads | 5.0 |

                ![ring.svg](charts/ring.svg)

                """, MarkdownRenderer.render(sample()));
    }

    @Test
    void htmlIsOnePageWithChartsInlineAndTextEscaped() {
        String html = HtmlRenderer.render(sample());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Results"
                + "</title>\n<style>"), html);
        assertTrue(html.endsWith("""
                </style></head><body>
                <h1>Results</h1>
                <p>a &lt; b &amp; c</p>
                <ul>
                <li>one</li>
                <li>two</li>
                </ul>
                <ul>
                <li><span class="bad">akka: failed</span> see logs/</li>
                </ul>
                <table><tr><th>name</th><th>ns/msg</th></tr>
                <tr><td>loom/threads</td><td>5.0</td></tr>
                </table>
                <figure><svg></svg></figure>
                </body></html>
                """), html);
    }

    /** Words sit left, figures right, whatever a cell starts with. */
    @Test
    void proseCellsAreThoseOfWordsNotThoseOfFigures() {
        assertTrue(HtmlRenderer.prose("its JVMs settle in 2 modes; over 4 forks"));
        assertTrue(HtmlRenderer.prose("1 of 4 forks still changing at the end of warm-up; over 4 forks"));
        assertFalse(HtmlRenderer.prose("8.613 ± 1.112 ms/op"));
        assertFalse(HtmlRenderer.prose("72,237 ± 10,242 req/s"));
        assertFalse(HtmlRenderer.prose("2x10"));
        assertFalse(HtmlRenderer.prose("n/a"));
        assertFalse(HtmlRenderer.prose(""));
    }
}
