package ringside.docs;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import ringside.output.OutputLayout;
import ringside.report.Report;

/**
 * A run kept under docs/results/&lt;date&gt;-&lt;what&gt;/: its inputs (the file {@code command}, env.json,
 * status.tsv, jmh/*.json) and what the report makes of them (report.md, report.html, results.csv, charts/), which
 * {@code ./benchmark.sh docs} regenerates. A plain file docs/results/&lt;alias&gt; holding a folder's name is an
 * alias: the docs name the run they show through it, so swapping the run is one line.
 */
public record StoredRun(Path folder) {
    /** The stored runs' home, inside the checkout. */
    public static final String HOME = "docs/results";
    /** A stored run's or alias's name: a plain file name inside docs/results, never a path. */
    private static final String NAME = "[A-Za-z0-9][A-Za-z0-9._-]*";

    /** The run named {@code name} (a folder, or an alias file naming one) under the checkout's docs/results. */
    public static StoredRun named(Path checkout, String name) throws IOException {
        return folder(checkout, name).filter(f -> Files.isDirectory(new OutputLayout(f).jmh())).map(StoredRun::new)
                .orElseThrow(() -> new IllegalArgumentException("no stored run '" + name + "' in " + HOME
                        + " (a folder with jmh/, or a file naming one)"));
    }

    /** The folder {@code name} stands for: itself, or the one an alias file of that name names; empty if none. */
    static Optional<Path> folder(Path checkout, String name) throws IOException {
        Path home = checkout.resolve(HOME);
        String folder = name;
        if (folder.matches(NAME) && Files.isRegularFile(home.resolve(folder))) {
            folder = Files.readString(home.resolve(folder)).strip();
        }
        return folder.matches(NAME) && Files.isDirectory(home.resolve(folder)) ? Optional.of(home.resolve(folder))
                : Optional.empty();
    }

    /** Every stored run of the checkout, by folder name. */
    public static List<StoredRun> all(Path checkout) throws IOException {
        Path home = checkout.resolve(HOME);
        if (!Files.isDirectory(home)) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(home)) {
            return folders.filter(f -> Files.isDirectory(new OutputLayout(f).jmh())).sorted().map(StoredRun::new).toList();
        }
    }

    public String name() {
        return folder.getFileName().toString();
    }

    /** The command that made the run, as stored. */
    public String command() throws IOException {
        Path file = folder.resolve("command");
        return Files.exists(file) ? Files.readString(file).strip() : "unknown";
    }

    /** Whether the run was a quick one (quick=1), read from its env.json. */
    public boolean quick() throws IOException {
        JsonElement quick = parameters().get("quick");
        return quick != null && quick.getAsString().equals("1");
    }

    /** env.json's parameters, as the run resolved them. */
    JsonObject parameters() throws IOException {
        JsonObject env = env();
        return env.has("parameters") ? env.getAsJsonObject("parameters") : new JsonObject();
    }

    /** env.json, or an empty object when the run has none. */
    JsonObject env() throws IOException {
        Path file = new OutputLayout(folder).env();
        return Files.exists(file) ? JsonParser.parseString(Files.readString(file)).getAsJsonObject() : new JsonObject();
    }

    /** The generated files (report.md, results.csv, charts) as the suite's report code makes them now. */
    public Map<String, String> generated() throws IOException {
        return Report.storedRunFiles(folder);
    }

    /** The generated files that differ from what is stored, or that are stored but no longer generated. */
    public List<String> stale() throws IOException {
        Map<String, String> now = generated();
        List<String> stale = new ArrayList<>();
        for (var file : now.entrySet()) {
            Path stored = folder.resolve(file.getKey());
            if (!Files.exists(stored) || !Files.readString(stored).equals(file.getValue())) {
                stale.add(file.getKey());
            }
        }
        for (String chart : storedCharts()) {
            if (!now.containsKey(chart)) {
                stale.add(chart);
            }
        }
        return stale;
    }

    /** Writes the generated files and removes charts the report no longer makes. */
    public void regenerate() throws IOException {
        Map<String, String> now = generated();
        for (String chart : storedCharts()) {
            if (!now.containsKey(chart)) {
                Files.delete(folder.resolve(chart));
            }
        }
        for (var file : now.entrySet()) {
            Path stored = folder.resolve(file.getKey());
            Files.createDirectories(stored.getParent());
            Files.writeString(stored, file.getValue());
        }
    }

    /** The stored report.md's text. */
    String report() throws IOException {
        return Files.readString(new OutputLayout(folder).reportMarkdown());
    }

    private List<String> storedCharts() throws IOException {
        Path charts = new OutputLayout(folder).charts();
        if (!Files.isDirectory(charts)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(charts)) {
            return files.map(f -> OutputLayout.CHARTS + "/" + f.getFileName()).sorted().toList();
        }
    }
}
