package ringside.report;

import java.util.regex.Pattern;
import ringside.output.OutputLayout;
import ringside.report.Document.Block;
import ringside.report.Document.Chart;
import ringside.report.Document.Heading;
import ringside.report.Document.Items;
import ringside.report.Document.Paragraph;
import ringside.report.Document.Table;

/** A {@link Document} as one self-contained HTML page: charts inline, no script, nothing fetched. */
public final class HtmlRenderer {
    private static final String STYLE = "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;"
            + "color:#222}table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;"
            + "padding:.25em .6em;text-align:right}td:first-child,th:first-child,td.text{text-align:left}"
            + ".bad{color:#b00020}"
            + "code{background:#f4f4f4}" + HeatMap.STYLE;

    /** A link to a file of the run's, as the report writes it, once escaped (no quote, bracket or blank in it). */
    /** A word of three letters or more, not part of a unit such as ms/op or MB/sec. */
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}/])\\p{L}{3,}(?![\\p{L}/])");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]\\[]+)\\]\\(("
            + OutputLayout.PROFILES + "/[^()\\s\"<>]+)\\)");

    private HtmlRenderer() {
    }

    public static String render(Document document) {
        StringBuilder out = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<title>").append(Xml.escape(document.title())).append("</title>\n<style>").append(STYLE)
                .append("</style></head><body>\n");
        for (Block block : document.blocks()) {
            switch (block) {
                case Heading h -> out.append("<h").append(h.level()).append('>').append(Xml.escape(h.text()))
                        .append("</h").append(h.level()).append(">\n");
                case Paragraph p -> out.append("<p>").append(text(p.text())).append("</p>\n");
                case Items list -> {
                    out.append("<ul>\n");
                    list.items().forEach(i -> out.append("<li>").append(i.alert().isEmpty() ? ""
                            : "<span class=\"bad\">" + Xml.escape(i.alert()) + "</span> ").append(text(i.text()))
                            .append("</li>\n"));
                    out.append("</ul>\n");
                }
                case Table t -> {
                    out.append("<table><tr>");
                    t.header().forEach(h -> out.append("<th>").append(Xml.escape(h)).append("</th>"));
                    out.append("</tr>\n");
                    for (var row : t.rows()) {
                        out.append("<tr>");
                        for (int i = 0; i < row.size(); i++) { // the first column is left-aligned anyway
                            String c = row.get(i);
                            out.append(i > 0 && prose(c) ? "<td class=\"text\">" : "<td>").append(text(c))
                                    .append("</td>");
                        }
                        out.append("</tr>\n");
                    }
                    out.append("</table>\n");
                }
                case Chart c -> out.append("<figure>").append(c.svg()).append("</figure>\n");
                case HeatMap h -> out.append(h.html());
            }
        }
        return out.append("</body></html>\n").toString();
    }

    /**
     * Text escaped, with the report's links to the run's own files (Markdown's [text](profiles/...), the only links
     * its texts hold) made anchors.
     */
    static String text(String text) {
        return LINK.matcher(Xml.escape(text)).replaceAll("<a href=\"$2\">$1</a>");
    }

    /**
     * A cell of words (a name, an outcome, where JVMs settle, "1 of 4 forks still changing"), aligned left; figures
     * with their units ("8.6 ± 1.1 ms/op") and "n/a" stay right.
     */
    static boolean prose(String cell) {
        if (cell.isEmpty() || cell.equals("n/a")) {
            return false;
        }
        return Character.isLetter(cell.charAt(0)) || WORD.matcher(cell).results().count() >= 2;
    }
}
