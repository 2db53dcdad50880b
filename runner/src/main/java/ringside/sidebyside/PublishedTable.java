package ringside.sidebyside;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ringside.statistics.ForkSamples;
import ringside.statistics.Median;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.report.ResultsCsv;

/**
 * The published ping-pong programs beside Ringside's rows, for docs/side-by-side.md: per program and CPU set, the
 * median of its fresh processes here (a run of {@link PublishedRun}), what the posts published, and Ringside's JMH
 * figure for the same pattern and size from a suite run on the same CPU sets. The two are measured differently
 * (one timed shot per process against JMH's warmed iterations), which the line before the table says.
 */
public final class PublishedTable {
    /** The size the posts' programs hard-code: Ringside's row must have the same. */
    static final String ROUND_TRIPS = "20000";

    private PublishedTable() {
    }

    public static String markdown(Path publishedRun, Path suiteRun) throws IOException {
        Map<String, Map<String, List<Double>>> figures = new LinkedHashMap<>(); // program -> CPU set -> ms
        List<String> notRun = new ArrayList<>();
        List<String> tsv = Files.readAllLines(publishedRun.resolve(PublishedRun.FIGURES));
        for (String line : tsv.subList(1, tsv.size())) {
            String[] f = line.split("\t", -1);
            if (f.length != 5) {
                throw new IllegalArgumentException(PublishedRun.FIGURES + ": '" + line
                        + "' is not program, cpu_set, process, status, ms");
            }
            if (f[3].equals("ok")) {
                figures.computeIfAbsent(f[0], p -> new LinkedHashMap<>())
                        .computeIfAbsent(f[1], c -> new ArrayList<>()).add(Double.parseDouble(f[4]));
            } else if (!notRun.contains(f[0] + " on CPUs " + f[1] + ": " + f[3])) {
                notRun.add(f[0] + " on CPUs " + f[1] + ": " + f[3]);
            }
        }
        List<Map<String, String>> ringside = ResultsCsv.read(new OutputLayout(suiteRun).results());
        StringBuilder md = new StringBuilder(about(publishedRun, suiteRun)).append("\n\n");
        md.append("| published program | what it hands | CPUs | here, ms: median (min-max), processes"
                + " | published, ms | Ringside's row | Ringside |\n|---|---|---|---|---|---|---|\n");
        figures.forEach((id, byCpus) -> byCpus.forEach((cpus, ms) -> {
            PublishedProgram p = PublishedProgram.byId(id).orElseThrow(() -> new IllegalArgumentException(
                    PublishedRun.FIGURES + ": unknown program '" + id + "'"));
            md.append("| `").append(p.file()).append("`").append(p.virtualThreadSwitch()
                    .map(v -> v ? " (virtual threads)" : " (platform threads)").orElse(""))
                    .append(" | ").append(p.what())
                    .append(" | ").append(cpus)
                    .append(" | ").append(medianAndRange(ms))
                    .append(" | ").append(published(p, cpus))
                    .append(" | `").append(p.ringsideRow()).append("`")
                    .append(" | ").append(ringsideFigure(ringside, p.ringsideRow(), cpus))
                    .append(" |\n");
        }));
        if (!notRun.isEmpty()) {
            md.append("\nNot in the table: ").append(String.join("; ", notRun)).append(".\n");
        }
        return md.toString();
    }

    /** How both were made, from the two runs' env.json and the toolchains' versions. */
    private static String about(Path publishedRun, Path suiteRun) throws IOException {
        JsonObject env = env(publishedRun);
        JsonObject suite = env(suiteRun);
        List<String> tools = new ArrayList<>();
        List<String> lines = Files.readAllLines(publishedRun.resolve(PublishedRun.TOOLS));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            tools.add(f[0] + ": " + (f.length > 1 && !f[1].isEmpty() ? f[1] : "not installed"));
        }
        String quick = "1".equals(text(suite.getAsJsonObject("parameters"), "quick"))
                ? "**quick run: a smoke test, not a finding.** " : "";
        return String.format(Locale.ROOT, "%sEach published program ran as its post ran it: one fresh process, its own"
                + " warm-up (the Java ones: a few rounds; Go, Erlang, C++: none), one timed shot of 20,000 round"
                + " trips, %s processes per CPU set (the median and range here; the posts give the median of five)."
                + " Go prints whole milliseconds. Ringside's figure is JMH's mean op with its %s error, from the"
                + " suite run `%s`. Toolchains: %s. The posts' two-CPU figures are two logical CPUs of one core;"
                + " here, CPUs 0-1 are two virtual CPUs.",
                quick, text(env.getAsJsonObject("parameters"), "sideBySideJvms"), ForkSamples.LEVEL, command(suiteRun),
                String.join("; ", tools));
    }

    private static String medianAndRange(List<Double> ms) {
        List<Double> sorted = ms.stream().sorted().toList();
        int n = sorted.size();
        return String.format(Locale.ROOT, "%.2f (%.2f-%.2f), %d", Median.of(ms), sorted.get(0), sorted.get(n - 1), n);
    }

    /** The posts' figures for one CPU or two; none for larger CPU sets. */
    private static String published(PublishedProgram p, String cpus) {
        int size = CpuSet.available(cpus).size();
        if (size > 2) {
            return "none at " + size + " CPUs";
        }
        List<String> figures = new ArrayList<>();
        for (PublishedProgram.PublishedFigure f : p.published()) {
            figures.add(String.format(Locale.ROOT, "%s (%s)", trim(size == 1 ? f.oneCpu() : f.twoCpus()), f.post()));
        }
        return String.join(", ", figures);
    }

    private static String ringsideFigure(List<Map<String, String>> rows, String row, String cpus) {
        String[] fv = row.split("/", 2);
        for (Map<String, String> r : rows) {
            if (fv[0].equals(r.get("framework")) && fv[1].equals(r.get("variant")) && "pingpong".equals(r.get("workload"))
                    && cpus.equals(r.get("cpu_set")) && ROUND_TRIPS.equals(r.get("pingPongCount"))
                    && "ok".equals(r.get("status"))) {
                return String.format(Locale.ROOT, "%.3f ± %.3f %s (%sx%s)", Double.parseDouble(r.get("score")),
                        Double.parseDouble(r.get("error")), r.get("unit"), r.get("forks"), r.get("iterations_per_fork"));
            }
        }
        return "not in that run";
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private static JsonObject env(Path run) throws IOException {
        return JsonParser.parseString(Files.readString(new OutputLayout(run).env())).getAsJsonObject();
    }

    private static String command(Path run) throws IOException {
        Path file = run.resolve("command");
        return Files.exists(file) ? Files.readString(file).strip() : run.getFileName().toString();
    }

    private static String text(JsonObject o, String name) {
        return o != null && o.has(name) ? o.get(name).getAsString() : "";
    }
}
