package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import ringside.report.Format;

/**
 * The comparison on the terminal: the environments' differences, then one table of every compared timed row and one
 * of every compared figure of footprint, latency and remote, then the rows of one run only and those refused. Columns are as wide as their widest cell.
 */
final class CompareText {
    private CompareText() {
    }

    static String of(Comparison comparison) {
        StringBuilder out = new StringBuilder();
        if (!comparison.environmentsRecorded()) {
            out.append("environments: not compared (a run has no env.json)\n");
        } else if (comparison.differences().isEmpty()) {
            out.append("environments: no difference\n");
        } else {
            out.append("environments differ:\n");
            comparison.differences().forEach(d -> out.append("  ").append(d.what()).append(": ").append(d.a())
                    .append(" in A, ").append(d.b()).append(" in B\n"));
        }
        Matching m = comparison.matching();
        List<List<String>> table = new ArrayList<>();
        table.add(List.of("benchmark", "CPUs", "framework/variant", "A", "B", "B/A", "B/A interval", "reading"));
        for (Row r : m.rows()) {
            table.add(List.of(r.a().benchmark(), r.a().cpuSet(), r.a().label(), Format.score(r.a()),
                    Format.score(r.b()), Format.ratio(r.ratio().value()), CompareFormat.interval(r.ratio()),
                    r.reading().text() + (r.note().isEmpty() ? "" : " (" + r.note() + ")")));
        }
        if (!m.rows().isEmpty()) {
            out.append(columns(table));
        }
        RunShift.of(m.rows()).ifPresent(shift -> out.append(shift.text()).append('\n'));
        List<List<String>> figures = new ArrayList<>();
        figures.add(List.of("benchmark", "CPUs", "framework/variant", "figure", "A", "B", "B/A", "B/A interval",
                "reading"));
        comparison.figureGroups().values().forEach(rows -> rows.forEach(r -> r.figures().forEach(c -> figures.add(
                List.of(r.a().key().benchmark(), r.a().key().cpuSet(), r.a().key().label(), c.a().title(),
                        c.a().spelled(), c.b().spelled(), Format.ratio(c.ratio().value()),
                        CompareFormat.interval(c.ratio()), c.reading().text())))));
        if (figures.size() > 1) {
            out.append(columns(figures));
        }
        Pairs<FigureResult> f = comparison.figures();
        m.onlyInA().forEach(r -> out.append("in A only: ").append(CompareDocument.named(r)).append('\n'));
        f.onlyInA().forEach(r -> out.append("in A only: ").append(CompareDocument.named(r)).append('\n'));
        m.onlyInB().forEach(r -> out.append("in B only: ").append(CompareDocument.named(r)).append('\n'));
        f.onlyInB().forEach(r -> out.append("in B only: ").append(CompareDocument.named(r)).append('\n'));
        List<Refusal> refused = new ArrayList<>(m.refused());
        refused.addAll(f.refused());
        refused.forEach(r -> out.append("not compared: ").append(r.key()).append(": ").append(r.reason())
                .append('\n'));
        return out.toString();
    }

    /** Left-aligned columns, two spaces apart. */
    static String columns(List<List<String>> rows) {
        int[] widths = new int[rows.get(0).size()];
        rows.forEach(r -> {
            for (int i = 0; i < r.size(); i++) {
                widths[i] = Math.max(widths[i], r.get(i).length());
            }
        });
        StringBuilder out = new StringBuilder();
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.size(); i++) {
                line.append(r.get(i)).append(i == r.size() - 1 ? "" : " ".repeat(widths[i] - r.get(i).length() + 2));
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
