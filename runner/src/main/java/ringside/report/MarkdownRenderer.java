package ringside.report;

import ringside.output.OutputLayout;
import ringside.report.Document.Block;
import ringside.report.Document.Chart;
import ringside.report.Document.Heading;
import ringside.report.Document.Items;
import ringside.report.Document.Paragraph;
import ringside.report.Document.Table;

/** A {@link Document} as Markdown; charts are linked from charts/, where the report writes them. */
public final class MarkdownRenderer {
    private MarkdownRenderer() {
    }

    public static String render(Document document) {
        StringBuilder out = new StringBuilder();
        for (Block block : document.blocks()) {
            switch (block) {
                case Heading h -> out.append("#".repeat(h.level())).append(' ').append(h.text()).append("\n\n");
                case Paragraph p -> out.append(p.text()).append("\n\n");
                case Items list -> {
                    list.items().forEach(i -> out.append("- ")
                            .append(i.alert().isEmpty() ? "" : "**" + i.alert() + "** ").append(i.text()).append('\n'));
                    out.append('\n');
                }
                case Table t -> table(out, t);
                case Chart c -> out.append("![").append(c.name()).append("](").append(OutputLayout.CHARTS).append('/')
                        .append(c.name()).append(")\n\n");
                case HeatMap h -> table(out, h.table()).append(HeatMap.MARKDOWN_LEGEND).append("\n\n");
            }
        }
        return out.toString();
    }

    private static StringBuilder table(StringBuilder out, Table t) {
        out.append("| ").append(String.join(" | ", t.header())).append(" |\n|");
        t.header().forEach(h -> out.append("---|"));
        out.append('\n');
        t.rows().forEach(r -> out.append("| ").append(String.join(" | ", r)).append(" |\n"));
        return out.append('\n');
    }
}
