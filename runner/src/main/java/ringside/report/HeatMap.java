package ringside.report;

import ringside.statistics.ForkSamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The overview as a block of the report: variants (rows) against workload and CPU set (columns), each cell a place
 * and a time, coloured by that time relative to the fastest in its column. HTML shows it as a coloured table with the
 * figure and its error on hover; Markdown as a compact table that spells out what the colour shows.
 */
record HeatMap(List<Column> columns, List<Row> rows) implements Document.Block {

    /** The colour scale's stops, at 1x, 2x, 4x, 8x and 16x the fastest: blue to red, readable under black text. */
    private static final int[] STOPS = {0x6fa8dc, 0xc5e0f0, 0xfff5c0, 0xfdae61, 0xe8603c};
    /** The HTML page's rules for the map and its legend. */
    static final String STYLE = ".overview{overflow-x:auto}.overview table{margin:.5em 0}.overview th{text-align:center}"
            + ".overview td.cell{text-align:center;min-width:4.2em;line-height:1.2}.overview td.cell b{font-size:1.1em}"
            + ".overview td.cell small{color:#222}.overview td.na{background:#eee;color:#666}"
            + ".overview td.fail{background:#fde8ea;color:#b00020}.legend span.swatch{display:inline-block;"
            + "padding:0 .5em;border:1px solid #ccc}";

    HeatMap {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    /**
     * One workload on one CPU set (and sizes): one group of comparable results, and the name of its fastest compared
     * result, which its times are relative to (empty when none is compared).
     */
    record Column(String workload, String cpuSet, String fastest) {
    }

    /** A variant (or, where a whole module failed, its framework) and its cell in every column. */
    record Row(String name, List<Cell> cells) {
        Row {
            cells = List.copyOf(cells);
        }
    }

    /** What a cell shows: a compared result, one not compared, a failure, an expected not-run or nothing. */
    enum Kind { COMPARED, NOT_COMPARED, FAILED, NOT_RUN, NONE }

    /**
     * A cell: its text (the place, "1-3", of a compared result; what happened where there is no result), its time in
     * ns ("123.4") and with its error ("123.4 ± 5.6"), that time relative to the column's fastest (NaN where not
     * compared), and the sentence a reader sees on hover.
     */
    record Cell(Kind kind, String text, String time, String timeWithError, double relative, String hover) {
        static Cell without(Kind kind, String text, String hover) {
            return new Cell(kind, text, "", "", Double.NaN, hover);
        }
    }

    /** The background of a time relative to the fastest: on a log scale, 1x at the first stop, 16x or more the last. */
    static String colour(double relative) {
        double t = Math.min(1, Math.max(0, Math.log(relative) / Math.log(2) / (STOPS.length - 1)));
        int segment = Math.min(STOPS.length - 2, (int) (t * (STOPS.length - 1)));
        double f = t * (STOPS.length - 1) - segment;
        int from = STOPS[segment];
        int to = STOPS[segment + 1];
        int rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int a = (from >> shift) & 0xff;
            int b = (to >> shift) & 0xff;
            rgb |= (int) Math.round(a + (b - a) * f) << shift;
        }
        return String.format(Locale.ROOT, "#%06x", rgb);
    }

    /** The table, then the colour scale's swatches with the one-line legend. */
    String html() {
        StringBuilder out = new StringBuilder("<div class=\"overview\"><table><tr>")
                .append("<th rowspan=\"2\">framework/variant</th>");
        List<List<Column>> byWorkload = byWorkload();
        byWorkload.forEach(w -> out.append("<th colspan=\"").append(w.size()).append("\">")
                .append(Xml.escape(w.get(0).workload())).append("</th>"));
        out.append("</tr>\n<tr>");
        columns.forEach(c -> out.append("<th>CPUs ").append(Xml.escape(c.cpuSet())).append(c.fastest().isEmpty() ? ""
                : "<br><small>x: vs " + Xml.escape(c.fastest()) + "</small>").append("</th>"));
        out.append("</tr>\n");
        for (Row row : rows) {
            out.append("<tr><td>").append(Xml.escape(row.name())).append("</td>");
            for (Cell cell : row.cells()) {
                out.append("<td class=\"cell").append(switch (cell.kind()) {
                    case COMPARED, NONE -> "";
                    case NOT_COMPARED, NOT_RUN -> " na";
                    case FAILED -> " fail";
                }).append('"');
                if (cell.kind() == Kind.COMPARED) {
                    out.append(" style=\"background:").append(colour(cell.relative())).append('"');
                }
                if (!cell.hover().isEmpty()) {
                    out.append(" title=\"").append(Xml.escape(cell.hover())).append('"');
                }
                out.append('>');
                if (!cell.text().isEmpty()) {
                    out.append("<b>").append(Xml.escape(cell.text())).append("</b>");
                }
                if (!cell.time().isEmpty()) {
                    out.append("<br><small>").append(Xml.escape(cell.time())).append(" ns</small>");
                }
                out.append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</table>\n<p class=\"legend\">");
        for (int i = 0; i < STOPS.length; i++) {
            out.append("<span class=\"swatch\" style=\"background:").append(colour(1 << i)).append("\">")
                    .append(i == STOPS.length - 1 ? "&ge;" : "").append(1 << i).append("x</span>");
        }
        return out.append(" ").append(Xml.escape(LEGEND)).append("</p>")
                .append("</div>\n").toString();
    }

    /** The same map as a compact table: each cell spells place · time relative to the fastest · ns ± error. */
    Document.Table table() {
        List<String> header = new ArrayList<>(List.of("framework/variant"));
        columns.forEach(c -> header.add(c.workload() + ", CPUs " + c.cpuSet() + (c.fastest().isEmpty() ? ""
                : " (x: vs " + c.fastest() + ")")));
        List<List<String>> cells = new ArrayList<>();
        for (Row row : rows) {
            List<String> line = new ArrayList<>(List.of(row.name()));
            row.cells().forEach(c -> line.add(switch (c.kind()) {
                case COMPARED -> c.text() + " · " + Format.ratio(c.relative()) + " · " + c.timeWithError();
                case NOT_COMPARED -> c.text() + " · " + c.timeWithError();
                case FAILED, NOT_RUN, NONE -> c.text();
            }));
            cells.add(line);
        }
        return new Document.Table(header, cells);
    }

    /** The Markdown legend: what the HTML shows by colour, here in words. */
    static final String MARKDOWN_LEGEND = "Rows by place. A cell: place · time relative to the column's fastest (named"
            + " in its header) · ns per message (spawn: per actor) ± its " + ForkSamples.LEVEL + " error. A place such"
            + " as 1-3 is the range of ranks its interval allows: the ratio to a neighbour is not decided at "
            + ForkSamples.LEVEL + ".";

    /** The HTML legend, after the colour swatches. */
    static final String LEGEND = "times the column's fastest (named under its CPUs), per message (spawn: per actor)."
            + " Rows by place. A cell: its place (1-3: the ranks its interval allows) and its ns; grey: not compared"
            + " or not run; hover for the figure ± its error.";

    /** Consecutive columns of one workload, for the header's first row. */
    private List<List<Column>> byWorkload() {
        List<List<Column>> out = new ArrayList<>();
        for (Column c : columns) {
            if (out.isEmpty() || !out.get(out.size() - 1).get(0).workload().equals(c.workload())) {
                out.add(new ArrayList<>());
            }
            out.get(out.size() - 1).add(c);
        }
        return out;
    }
}
