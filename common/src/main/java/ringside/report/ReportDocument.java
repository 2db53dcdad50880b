package ringside.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The report a person reads, as Markdown (charts linked) or as one self-contained HTML page (charts inline). */
final class ReportDocument {
    /** The relative error above which a result is called noisy. */
    private static final double NOISY = 0.20;

    private final Report report;
    private final boolean html;
    private final StringBuilder out = new StringBuilder();

    ReportDocument(Report report, boolean html) {
        this.report = report;
        this.html = html;
    }

    String render() {
        if (html) {
            out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Ringside results</title>\n"
                    + "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#222}"
                    + "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;padding:.25em .6em;"
                    + "text-align:right}td:first-child,th:first-child{text-align:left}.bad{color:#b00020}"
                    + "code{background:#f4f4f4}</style></head><body>\n");
        }
        heading(1, "Ringside results");
        runFacts();
        noisy();
        notFinished();
        verdicts();
        geoMeans();
        workloads();
        frameworks();
        heading(2, "How to read this");
        paragraph("Scores are JMH's mean time per op with its 99.9% confidence half-width; overlapping intervals mean"
                + " no measured difference. ns/msg divides the op's time by the messages it sends (ring: ringSize + 1;"
                + " pingpong: 2 per round trip; fanout: 2 per number). B/msg divides the bytes the op allocated, on"
                + " every thread of the fork (JMH's GC profiler, gc.alloc.rate.norm), by the same messages; n/a where"
                + " it was not measured. vs threads is the time relative to loom/threads"
                + " on the same workload, sizes and CPUs (0.5x = twice as fast). The geometric means summarise those"
                + " ratios per variant. (1 thread) marks a variant that runs on one thread whatever the CPU set; on"
                + " more than one CPU it is listed but left out of verdicts and geometric means. error is the"
                + " half-width as a share of the score; fork means are each fresh JVM's own mean (a spread between"
                + " them that the error does not cover means the JVMs differ run to run); n is forks x measured"
                + " iterations per fork."
                + " Every op's result was validated; a failed module has no score here.");
        if (html) {
            out.append("</body></html>\n");
        }
        return out.toString();
    }

    private void runFacts() {
        JsonObject env = report.env();
        if (env.size() == 0) {
            paragraph("No env.json in this folder: machine and JDK facts are unknown.");
            return;
        }
        JsonObject jdk = env.has("jdk") ? env.getAsJsonObject("jdk") : new JsonObject();
        JsonObject machine = env.has("machine") ? env.getAsJsonObject("machine") : new JsonObject();
        list(List.of(
                "Started " + Report.text(env, "started") + ", suite commit " + Report.text(env, "commit"),
                "JDK " + Report.text(jdk, "vendor") + " " + Report.text(jdk, "version") + "; fork JVM arguments per"
                        + " framework are listed below",
                "CPU " + Report.text(machine, "cpuModel") + ", kernel " + Report.text(machine, "kernel") + ", SMT "
                        + Report.text(machine, "smt") + ", governor " + Report.text(machine, "governor"),
                "CPU sets " + Report.text(env, "cpuSets") + "; each framework's parallelism = CPUs in the set"));
    }

    /** Says so when results are too noisy to be findings: a quick run, or errors above 20% of the score. */
    private void noisy() {
        JsonObject params = report.env().has("parameters") ? report.env().getAsJsonObject("parameters")
                : new JsonObject();
        List<Measurement> rows = report.table().rows();
        long wide = rows.stream().filter(m -> !(m.relativeError() <= NOISY)).count();
        if ("1".equals(Report.text(params, "quick"))) {
            paragraph("This is a quick run (quick=1): a smoke run of the whole matrix with small sizes, one fork and"
                    + " short iterations, before the JIT and the garbage collector have settled. Its numbers are not"
                    + " findings; run without quick=1 for those.");
        }
        if (wide > 0) {
            paragraph(wide + " of " + rows.size() + " results have an error above " + Math.round(NOISY * 100)
                    + "% of their score (or none): read them as rough, and their verdicts as ties.");
        }
    }

    private void notFinished() {
        List<ModuleStatus> bad = report.statuses().stream().filter(s -> !s.ok()).toList();
        if (bad.isEmpty()) {
            return;
        }
        heading(2, "Not finished");
        paragraph("These did not complete; only the benchmarks they finished before that (if any) appear below.");
        if (html) {
            out.append("<ul>\n");
            bad.forEach(s -> out.append("<li><span class=\"bad\">").append(Charts.escape(s.framework() + " on CPUs "
                    + s.cpuSet() + ": " + s.status())).append("</span> ").append(Charts.escape(s.detail()))
                    .append("</li>\n"));
            out.append("</ul>\n");
        } else {
            list(bad.stream().map(s -> "**" + s.framework() + " on CPUs " + s.cpuSet() + ": " + s.status() + "** "
                    + s.detail()).toList());
        }
    }

    private void verdicts() {
        heading(2, "Verdicts");
        list(report.table().groups().stream().map(g -> g.get(0).workload().publicName() + " on CPUs "
                + g.get(0).cpuSet() + ": " + verdict(g)).toList());
    }

    /** The verdict among the variants that compete on this CPU set, naming any left out. */
    private String verdict(List<Measurement> group) {
        String verdict = Verdict.of(group.stream().filter(report::competes).toList(), report::name);
        List<String> left = group.stream().filter(m -> !report.competes(m)).map(report::name).toList();
        return left.isEmpty() ? verdict
                : verdict + " (not compared, single-threaded on " + group.get(0).parallelism() + " CPUs: "
                        + String.join(", ", left) + ")";
    }

    private void geoMeans() {
        Map<String, Map<String, Double>> means = report.table().geoMeans(report::competes);
        if (means.isEmpty()) {
            return;
        }
        heading(2, "Summary: geometric mean of time vs threads");
        List<String> cpuSets = means.values().stream().flatMap(m -> m.keySet().stream()).filter(k -> !k.equals("all"))
                .distinct().sorted().toList();
        ArrayList<String> header = new ArrayList<>(List.of("framework/variant"));
        cpuSets.forEach(c -> header.add("CPUs " + c));
        header.add("all");
        ArrayList<List<String>> rows = new ArrayList<>();
        means.forEach((label, byCpus) -> {
            ArrayList<String> row = new ArrayList<>(List.of(label));
            cpuSets.forEach(c -> row.add(byCpus.containsKey(c) ? ratio(byCpus.get(c)) : ""));
            row.add(ratio(byCpus.get("all")));
            rows.add(row);
        });
        table(header, rows);
    }

    private void workloads() {
        String current = "";
        for (List<Measurement> group : report.table().groups()) {
            Measurement first = group.get(0);
            if (!first.workload().publicName().equals(current)) {
                current = first.workload().publicName();
                heading(2, "Workload " + current);
                String scaling = Report.scalingChart(current);
                if (report.charts().containsKey(scaling)) {
                    chart(scaling);
                }
            }
            heading(3, current + " on CPUs " + first.cpuSet() + " (parallelism " + first.parallelism() + ", "
                    + ComparisonTable.sizes(first.sizes()) + ")");
            paragraph(verdict(group));
            ArrayList<List<String>> rows = new ArrayList<>();
            for (Measurement m : group) {
                rows.add(List.of(report.name(m), Report.score(m), ComparisonTable.percent(m.relativeError()),
                        ComparisonTable.forkScores(m, " / "), ComparisonTable.samples(m),
                        String.format(Locale.ROOT, "%.1f", m.nsPerMessage()), ComparisonTable.bytesPerMessage(m),
                        report.table().ratioToBaseline(m).map(ReportDocument::ratio).orElse("n/a")));
            }
            table(List.of("framework/variant", "score", "error", "fork means", "n", "ns/msg", "B/msg", "vs threads"),
                    rows);
            chart(Report.perMessageChart(first));
        }
    }

    private void frameworks() {
        JsonObject env = report.env();
        if (!env.has("frameworks")) {
            return;
        }
        heading(2, "Frameworks");
        for (Map.Entry<String, JsonElement> f : env.getAsJsonObject("frameworks").entrySet()) {
            JsonObject fw = f.getValue().getAsJsonObject();
            heading(3, f.getKey() + " " + Report.text(fw, "version") + " (" + Report.text(fw, "licence") + ")");
            ArrayList<String> items = new ArrayList<>();
            fw.getAsJsonObject("variants").entrySet().forEach(v -> items.add(v.getKey() + ": " + v.getValue().getAsString()));
            items.add("fork JVM arguments: " + String.join(" ",
                    fw.getAsJsonArray("jvmArgs").asList().stream().map(JsonElement::getAsString).toList()));
            list(items);
        }
    }

    private static String ratio(double r) {
        return Double.isNaN(r) ? "" : String.format(Locale.ROOT, "%.2fx", r);
    }

    private void heading(int level, String text) {
        out.append(html ? "<h" + level + ">" + Charts.escape(text) + "</h" + level + ">\n"
                : "#".repeat(level) + " " + text + "\n\n");
    }

    private void paragraph(String text) {
        out.append(html ? "<p>" + Charts.escape(text) + "</p>\n" : text + "\n\n");
    }

    private void list(List<String> items) {
        if (html) {
            out.append("<ul>\n");
            items.forEach(i -> out.append("<li>").append(Charts.escape(i)).append("</li>\n"));
            out.append("</ul>\n");
        } else {
            items.forEach(i -> out.append("- ").append(i).append('\n'));
            out.append('\n');
        }
    }

    private void table(List<String> header, List<List<String>> rows) {
        if (html) {
            out.append("<table><tr>");
            header.forEach(h -> out.append("<th>").append(Charts.escape(h)).append("</th>"));
            out.append("</tr>\n");
            for (List<String> row : rows) {
                out.append("<tr>");
                row.forEach(c -> out.append("<td>").append(Charts.escape(c)).append("</td>"));
                out.append("</tr>\n");
            }
            out.append("</table>\n");
        } else {
            out.append("| ").append(String.join(" | ", header)).append(" |\n|");
            header.forEach(h -> out.append("---|"));
            out.append('\n');
            rows.forEach(r -> out.append("| ").append(String.join(" | ", r)).append(" |\n"));
            out.append('\n');
        }
    }

    private void chart(String name) {
        if (html) {
            out.append("<figure>").append(report.charts().get(name)).append("</figure>\n");
        } else {
            out.append("![").append(name).append("](charts/").append(name).append(")\n\n");
        }
    }
}
