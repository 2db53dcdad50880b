package ringside.sidebyside;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.output.OutputLayout;

/**
 * A stored side-by-side run (what {@link SideBySideRun} wrote) as the Markdown table of docs/side-by-side.md: per
 * row, the program's figure of each JVM and their mean, Ringside's the same, and the {@link RowVerdict}; a line
 * before it says how the run was made, from its env.json. Rows that failed are listed with why. A server row is
 * listed once per connection count ({@link RowRun}).
 */
public final class SideBySideTable {
    private SideBySideTable() {
    }

    /** The Markdown of the run stored in {@code runDir}: a line on the run, the table, and any failed rows. */
    public static String markdown(Path runDir) {
        OutputLayout layout = new OutputLayout(runDir);
        Map<String, Map<Side, List<Double>>> figures = new LinkedHashMap<>();
        Map<String, String> units = new LinkedHashMap<>();
        List<String> csv = lines(layout.results());
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",", -1);
            if (f.length != 5) {
                throw new IllegalArgumentException(layout.results() + ": '" + line
                        + "' is not row,side,jvm,figure,unit");
            }
            figures.computeIfAbsent(f[0], r -> new LinkedHashMap<>())
                    .computeIfAbsent(Side.byCsvName(f[1]), s -> new ArrayList<>()).add(Double.parseDouble(f[3]));
            units.put(f[0], f[4]);
        }
        List<Row> rows = figures.keySet().stream().map(RowRun::named).flatMap(Optional::stream)
                .map(RowRun::row).toList();
        StringBuilder md = new StringBuilder(about(runDir, rows)).append("\n\n");
        String ringsideSide = !rows.isEmpty() && rows.stream().allMatch(Row::server) ? "Ringside's plaintext server"
                : "Ringside's op in a plain loop";
        md.append("| row | the framework's kind of program | per JVM | mean | " + ringsideSide + " | per JVM"
                + " | mean | verdict |\n|---|---|---|---|---|---|---|---|\n");
        figures.forEach((name, sides) -> {
            List<Double> program = sides.getOrDefault(Side.PROGRAM, List.of());
            List<Double> ringside = sides.getOrDefault(Side.RINGSIDE, List.of());
            RowRun run = RowRun.named(name).orElse(null);
            Row row = run == null ? null : run.row();
            md.append("| ").append(run == null ? name + ", " + units.get(name) : run.label())
                    .append(" | ").append(row == null ? "" : row.program())
                    .append(" | ").append(list(program)).append(" | ").append(mean(program))
                    .append(" | ").append(row == null ? "" : "`" + row.framework() + "/" + row.variant() + "`")
                    .append(" | ").append(list(ringside)).append(" | ").append(mean(ringside))
                    .append(" | ").append(program.isEmpty() || ringside.isEmpty() ? "a side has no figures"
                            : new RowVerdict(program, ringside).text())
                    .append(" |\n");
        });
        List<String> failed = failed(runDir);
        if (!failed.isEmpty()) {
            md.append("\nFailed, so not in the table: ").append(String.join("; ", failed)).append(".\n");
        }
        return md.toString();
    }

    /**
     * One line on how the run was made: JVMs, window, CPUs, JDK, heap and the sizes of each workload the run has
     * loop rows of, as its env.json recorded them. A run of server rows only says how the load generator measured
     * instead; beside loop rows, that follows.
     */
    private static String about(Path runDir, List<Row> rows) {
        OutputLayout layout = new OutputLayout(runDir);
        JsonObject env = JsonParser.parseString(String.join("\n", lines(layout.env())))
                .getAsJsonObject();
        JsonObject p = env.getAsJsonObject("parameters");
        String quick = "1".equals(text(p, "quick")) ? "Quick run: a smoke test, not a finding. " : "";
        if (!rows.isEmpty() && rows.stream().allMatch(Row::server)) {
            return String.format(Locale.ROOT, "%s%s JVMs a side, taking turns. %s Server CPUs %s, JDK %s, heap %s. Run %s,"
                    + " commit %s.", quick, text(p, "sideBySideJvms"), plaintext(p),
                    env.get("cpuSets").getAsString(), env.getAsJsonObject("jdk").get("version").getAsString(),
                    text(p, "heap"), runDir.getFileName(), env.get("commit").getAsString());
        }
        // each workload's sizes once, in the workloads' order, as its declaration words them
        String sizes = rows.stream().map(Row::workload).distinct().sorted().map(w -> Declarations.of(w)
                .sideBySideLoop()).flatMap(Optional::stream).map(loop -> "; " + loop.sizesInWords(s -> text(p,
                        s.name()))).collect(Collectors.joining());
        return String.format(Locale.ROOT, "%s%s JVMs a side, taking turns; in each, %s s of ops, then %s s measured"
                + " (its figure: the mean op of those). CPUs %s, JDK %s, heap %s%s. Run %s, commit %s.", quick,
                text(p, "sideBySideJvms"), text(p, "sideBySideWarmup"), text(p, "sideBySideTime"),
                env.get("cpuSets").getAsString(), env.getAsJsonObject("jdk").get("version").getAsString(),
                text(p, "heap"), sizes, runDir.getFileName(), env.get("commit").getAsString())
                + (rows.stream().anyMatch(Row::server) ? " " + plaintext(p) : "");
    }

    /** How a plaintext row's JVMs were measured; its figure is the one where higher is faster. */
    private static String plaintext(JsonObject p) {
        return String.format(Locale.ROOT, "Plaintext rows: each server JVM answers http-load (on CPUs %s) closed loop,"
                + " %s s discarded, then %s s measured; its figure is requests per second, so higher is faster.",
                text(p, "loadCpuList"), text(p, "sideBySideWarmup"), text(p, "sideBySideTime"));
    }

    private static List<String> failed(Path runDir) {
        Path status = runDir.resolve(SideBySideRun.JVMS);
        if (!Files.exists(status)) {
            return List.of();
        }
        List<String> lines = lines(status);
        return lines.subList(1, lines.size()).stream().map(l -> l.split("\t", -1))
                .filter(f -> f.length >= 4 && !f[3].equals("ok"))
                .map(f -> f[0] + " (" + f[1] + " JVM " + f[2] + ": " + f[3].replaceFirst("^failed: ", "") + ")")
                .toList();
    }

    private static String text(JsonObject parameters, String name) {
        return parameters.has(name) ? parameters.get(name).getAsString() : "?";
    }

    private static String list(List<Double> figures) {
        return figures.stream().map(SideBySideTable::number).collect(Collectors.joining(", "));
    }

    private static String mean(List<Double> figures) {
        return figures.isEmpty() ? "" : number(RowVerdict.mean(figures));
    }

    /** Three significant figures (whole numbers from 100), enough to set JVMs 5% apart; thousands grouped. */
    static String number(double v) {
        String format = v >= 100 ? "%,.0f" : v >= 10 ? "%.1f" : v >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, format, v);
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + " of a stored side-by-side run", e);
        }
    }
}
