package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.workload.Workload;

/**
 * References outside the JVM in the recorded run: go/goroutines with loom/vthreads' results, and cpp/threads with
 * loom/threads' (a reference named threads must not become the baseline). They are listed and compared, never placed.
 */
class ReferenceReportTest {

    /** The recorded run with each reference's results copied from a loom variant's, and its description. */
    private static Path withReferences(Path run) throws IOException {
        for (String cpus : List.of("0", "0-1")) {
            JsonArray loom = JsonParser.parseString(Files.readString(run.resolve("jmh/loom.cpus-" + cpus + ".json")))
                    .getAsJsonArray();
            copy(run, loom, cpus, "vthreads", "go", "goroutines");
            copy(run, loom, cpus, "threads", "cpp", "threads");
        }
        Path env = run.resolve("env.json");
        JsonObject json = JsonParser.parseString(Files.readString(env)).getAsJsonObject();
        json.getAsJsonObject("frameworks").add("go", description("go", "go1.19.8", "Go", "goroutines"));
        json.getAsJsonObject("frameworks").add("cpp", description("cpp", "g++-12.2.0", "C++", "threads"));
        Files.writeString(env, new GsonBuilder().setPrettyPrinting().create().toJson(json));
        return run;
    }

    private static void copy(Path run, JsonArray loom, String cpus, String from, String framework, String variant)
            throws IOException {
        JsonArray out = new JsonArray();
        for (JsonElement e : loom) {
            JsonObject params = e.getAsJsonObject().getAsJsonObject("params");
            if (params.get("variant").getAsString().equals(from)) {
                JsonObject copy = e.getAsJsonObject().deepCopy();
                copy.getAsJsonObject("params").addProperty("framework", framework);
                copy.getAsJsonObject("params").addProperty("variant", variant);
                out.add(copy);
            }
        }
        Files.writeString(run.resolve("jmh/" + framework + ".cpus-" + cpus + ".json"), out.toString());
    }

    private static JsonObject description(String name, String version, String language, String variant) {
        return JsonParser.parseString("{\"framework\": \"" + name + "\", \"version\": \"" + version + "\", \"licence\":"
                + " \"x\", \"variants\": {\"" + variant + "\": \"d\"}, \"remoting\": {}, \"singleThreaded\": [],"
                + " \"multiCpu\": {}, \"jvmArgs\": [], \"reference\": {\"language\": \"" + language + "\", \"install\":"
                + " \"sudo apt-get install x\"}}").getAsJsonObject();
    }

    @Test
    void referencesAreListedMarkedAndComparedButNeverPlaced(@TempDir Path dir) throws Exception {
        Report report = new Report(withReferences(ReportTest.copyOfRecordedRun(dir)));
        List<Measurement> rows = report.table().rows();
        Measurement go = rows.stream().filter(m -> m.label().equals("go/goroutines")).findFirst().orElseThrow();
        assertEquals("go/goroutines (reference, outside the JVM)", report.name(go));
        assertFalse(report.competes(go));
        assertFalse(report.table().geoMeans(report::competes).containsKey("go/goroutines"));
        assertFalse(report.table().geoMeans(report::competes).containsKey("cpp/threads"));
        for (List<Measurement> group : report.table().groups()) {
            String verdict = Verdict.among(group, report.marks());
            assertFalse(verdict.contains("go/") || verdict.contains("cpp/"), verdict);
            Measurement vthreads = group.stream().filter(m -> m.label().equals("loom/vthreads")).findFirst()
                    .orElseThrow();
            assertEquals("loom/threads", report.table().baselineFor(vthreads).orElseThrow().label());
        }
        report.write();
        String md = Files.readString(dir.resolve("report.md"));
        // the same results as loom/vthreads: 1.00x, and no measured difference
        assertTrue(md.contains("- go/goroutines (reference, outside the JVM) (Go go1.19.8) is "), md);
        assertTrue(java.util.regex.Pattern.compile("1\\.00x( \\([0-9.-]+x\\))? (the JVM's fastest here, )?loom/vthreads \\(")
                .matcher(md).find(), md);
        assertTrue(md.contains("not decided at 95%: no measured difference"), md);
        assertFalse(md.contains("### go\n") || md.contains("### cpp\n"), "not among the frameworks to choose");
        assertTrue(md.contains("### go go1.19.8 (x): reference, outside the JVM"), md);
        assertTrue(md.contains("References outside the JVM, run like the modules"), md);
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<b>reference</b>"), "the heat map's cell says what the row is");
        String scaling = Files.readString(dir.resolve("charts/pingpong-scaling.svg"));
        assertTrue(scaling.contains("dotted: reference") && scaling.contains("stroke-dasharray=\"2 3\"")
                && scaling.contains("go/goroutines (reference)"), "the scaling chart marks the references' lines");
        String summary = Files.readString(dir.resolve("summary.txt"));
        assertTrue(summary.contains(Marks.REFERENCE + " (listed, not placed among the JVM frameworks): ")
                && summary.lines().filter(l -> l.startsWith(Marks.REFERENCE)).allMatch(l -> l.contains("go/goroutines")
                        && l.contains("cpp/threads")), summary);
        assertTrue(report.table().rows().stream().anyMatch(m -> m.workload() == Workload.PINGPONG
                && m.label().equals("cpp/threads")));
    }

    /**
     * The run of every kind with go's footprint and latency: loom/vthreads' results copied, footprint's heap figure
     * recorded as the whole process's, as a reference records it (no heap, off-heap or kept).
     */
    @Test
    void footprintAndLatencyOfAReferenceAreShownApartAndMarked(@TempDir Path dir) throws Exception {
        Path run = EveryKindReportTest.copyOfRun(dir);
        String jvmSummary = new Report(run).summary();
        JsonArray out = new JsonArray();
        for (JsonElement e : JsonParser.parseString(Files.readString(run.resolve("jmh/loom.cpus-0.json")))
                .getAsJsonArray()) {
            JsonObject copy = e.getAsJsonObject().deepCopy();
            String benchmark = copy.get("benchmark").getAsString();
            if (!copy.getAsJsonObject("params").get("variant").getAsString().equals("vthreads")
                    || !(benchmark.endsWith(".footprint") || benchmark.endsWith(".latency"))) {
                continue;
            }
            copy.getAsJsonObject("params").addProperty("framework", "go");
            copy.getAsJsonObject("params").addProperty("variant", "goroutines");
            JsonObject secondary = copy.getAsJsonObject("secondaryMetrics");
            if (secondary.has("footprint.heap")) {
                secondary.add("footprint.process", secondary.remove("footprint.heap"));
                secondary.remove("footprint.offheap");
                secondary.remove("footprint.kept");
            }
            out.add(copy);
        }
        assertEquals(2, out.size());
        Files.writeString(run.resolve("jmh/go.cpus-0.json"), out.toString());
        Path env = run.resolve("env.json");
        JsonObject json = JsonParser.parseString(Files.readString(env)).getAsJsonObject();
        JsonObject go = description("go", "go1.19.8", "Go", "goroutines");
        go.getAsJsonObject("reference").addProperty("footprint", "what the Go program reads");
        json.getAsJsonObject("frameworks").add("go", go);
        Files.writeString(env, new GsonBuilder().setPrettyPrinting().create().toJson(json));

        Report report = new Report(run);
        report.write();
        String summary = report.summary();
        String jvmFootprint = jvmSummary.substring(jvmSummary.indexOf("footprint "), jvmSummary.indexOf("\n\n",
                jvmSummary.indexOf("footprint ")));
        assertTrue(summary.contains(jvmFootprint + "\nfootprint of the references"), "the JVM's table as before, the"
                + " references' under it: " + summary);
        String md = Files.readString(dir.resolve("report.md"));
        String references = md.substring(md.indexOf("### footprint of the references on CPUs 0"));
        assertTrue(references.startsWith("### footprint of the references on CPUs 0 (parallelism 1, 10,000 actors):"
                + " process memory per actor, whole runtime"), references);
        assertTrue(references.contains("| go/goroutines (reference, outside the JVM) |"), references);
        assertTrue(references.contains("go: what the Go program reads"), "what the program reads, from env.json");
        String jvmTable = md.substring(md.indexOf("### footprint on CPUs 0"), md.indexOf("### footprint of the"));
        assertFalse(jvmTable.contains("go/"), "never ranked with the heap: " + jvmTable);
        String latency = md.substring(md.indexOf("### latency on CPUs 0"));
        latency = latency.substring(0, latency.indexOf("\n#", 1)); // up to the next heading
        List<String> latencyRows = latency.lines().filter(l -> l.startsWith("| loom/") || l.startsWith("| go/"))
                .toList();
        assertTrue(latencyRows.get(latencyRows.size() - 1).startsWith("| go/goroutines (reference, outside the JVM) |"),
                "after the JVM rows, marked: " + latencyRows);
        assertTrue(latency.contains(LatencyTable.REFERENCES), latency);
    }
}
