package ringside.docs;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import ringside.output.FlameGraph;
import ringside.output.OutputLayout;
import ringside.sidebyside.PublishedRun;
import ringside.sidebyside.SideBySideRun;

/**
 * Keeps a finished run under docs/results/&lt;date&gt;-&lt;what&gt;/: its inputs only (env.json, status.tsv,
 * jmh/*.json, a profiled run's flame graphs with their lists; for a side-by-side run env.json, results.csv and
 * jvms.tsv; for a run of the published programs env.json, published.tsv and tools.tsv) and the command that made
 * it; logs and summaries stay behind, and {@code ./benchmark.sh docs} makes the report's files from the inputs. Paths of the machine that ran it (the checkout,
 * the output folder, the JDK's home) become placeholders, so no machine path is committed.
 */
final class StoredRunStore {
    private StoredRunStore() {
    }

    /** Stores the run in {@code outDir} as {@code <date>-<what>}, the date being the run's start (env.json). */
    static Path store(Path outDir, Path checkout, String what, String command) throws IOException {
        if (!what.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("store: <what> '" + what + "' must be lower-case words joined by -");
        }
        OutputLayout run = new OutputLayout(outDir);
        boolean sideBySide = Files.isRegularFile(outDir.resolve(SideBySideRun.JVMS));
        boolean published = Files.isRegularFile(outDir.resolve(PublishedRun.FIGURES));
        if (!Files.isRegularFile(run.env()) || !(sideBySide || published || Files.isDirectory(run.jmh()))) {
            throw new IllegalArgumentException("store: '" + outDir + "' holds no finished Ringside run (env.json, and"
                    + " jmh/, a side-by-side run's " + SideBySideRun.JVMS + " or a published run's "
                    + PublishedRun.FIGURES + ")");
        }
        JsonObject env = JsonParser.parseString(Files.readString(run.env())).getAsJsonObject();
        String date = env.get("started").getAsString().substring(0, "yyyy-mm-dd".length());
        Path folder = checkout.resolve(StoredRun.HOME).resolve(date + "-" + what);
        if (Files.exists(folder)) {
            throw new IllegalArgumentException("store: " + checkout.relativize(folder) + " exists already");
        }
        String jdkHome = env.getAsJsonObject("jdk").get("home").getAsString();
        List<Path> inputs = new ArrayList<>(List.of(run.env()));
        if (published) { // its figures are published.tsv itself, beside the toolchains' versions
            inputs.addAll(PublishedRun.STORED.stream().map(outDir::resolve).toList());
            Files.createDirectories(folder);
        } else if (sideBySide) { // its figures are results.csv itself: the table is read from it, nothing to regenerate
            inputs.addAll(List.of(run.results(), outDir.resolve(SideBySideRun.JVMS)));
            Files.createDirectories(folder);
        } else {
            inputs.add(run.status());
            inputs.add(new OutputLayout(outDir).precision()); // the precision round's plans and reasons, if it ran
            try (Stream<Path> jmh = Files.list(run.jmh())) {
                jmh.filter(f -> f.toString().endsWith(".json")).sorted().forEach(inputs::add);
            }
            Files.createDirectories(new OutputLayout(folder).jmh());
            // a profiled run's flame graphs, with their lists: the stored report links them (never the profiled
            // forks' results, which no report scores)
            for (FlameGraph.Located graph : FlameGraph.under(run.profiles())) {
                Path list = graph.path().resolveSibling(FlameGraph.INDEX);
                if (!inputs.contains(list)) {
                    inputs.add(list);
                    Files.createDirectories(folder.resolve(outDir.relativize(graph.path().getParent()).toString()));
                }
                inputs.add(graph.path());
            }
        }
        for (Path input : inputs) {
            if (Files.exists(input)) {
                Path to = folder.resolve(outDir.relativize(input).toString());
                Files.writeString(to, withoutMachinePaths(Files.readString(input), outDir, jdkHome));
            }
        }
        Files.writeString(folder.resolve("command"), command.strip() + "\n");
        return folder;
    }

    /**
     * The text with the output folder, the JDK's home and any checkout (a path before a module, the reference programs
     * or the load generator) as placeholders.
     */
    static String withoutMachinePaths(String text, Path outDir, String jdkHome) {
        String out = text.replace(outDir.toAbsolutePath().normalize().toString(), "<outDir>");
        if (!jdkHome.isEmpty()) {
            out = out.replace(jdkHome, "<jdk>");
        }
        return out.replaceAll("/[^\\s\"'=:;,()<>]+/(?=(?:[a-z]+-impl|api|harness|tck|runner|common|asm-api-upgrade|references|http-load)/)",
                Matcher.quoteReplacement("<checkout>/"));
    }
}
