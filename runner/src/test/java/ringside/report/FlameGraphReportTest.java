package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.FlameGraph;

/**
 * A profiled run's report links each row's flame graph, and only graphs that are there: a row without one, a graph
 * listed but gone, and a run (or a stored run) without profiles/ link none. The multi-CPU notes point to theirs.
 */
class FlameGraphReportTest {
    private static final Pattern HREF = Pattern.compile("href=\"([^\"]+)\"");
    private static final String ITIMER = "profiled with itimer: perf events not allowed (perf_event_paranoid=2)";

    @TempDir
    Path dir;

    /** The recorded run (loom and akka, pingpong and fanout, CPUs 0 and 0-1) with some of loom's graphs. */
    private Path profiledRun() throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir.resolve("run"));
        graph(run, "loom.cpus-0", new FlameGraph("loom", "vthreads", "0", "pingpong", "itimer", ITIMER,
                "vthreads.pingpong.html"), true);
        graph(run, "loom.cpus-0", new FlameGraph("loom", "threads", "0", "pingpong", "itimer", ITIMER,
                "threads.pingpong.html"), false); // listed, then lost: no link may point at it
        graph(run, "loom.cpus-0-1", new FlameGraph("loom", "vthreads", "0-1", "pingpong", "itimer", ITIMER,
                "vthreads.pingpong.html"), true);
        Path env = run.resolve("env.json");
        JsonObject json = JsonParser.parseString(Files.readString(env)).getAsJsonObject();
        JsonObject notes = new JsonObject();
        notes.addProperty("vthreads", "its carriers hand each message across CPUs");
        json.getAsJsonObject("frameworks").getAsJsonObject("loom").add("multiCpu", notes);
        Files.writeString(env, new GsonBuilder().setPrettyPrinting().create().toJson(json));
        return run;
    }

    private static void graph(Path run, String moduleRun, FlameGraph graph, boolean kept) throws Exception {
        Path folder = Files.createDirectories(run.resolve("profiles").resolve(moduleRun));
        graph.appendTo(folder);
        if (kept) {
            Files.writeString(folder.resolve(graph.file()), "<html>a flame graph</html>");
        }
    }

    @Test
    void eachProfiledRowLinksItsGraphAndNoLinkPointsAtNothing() throws Exception {
        Path run = profiledRun();
        new Report(run).write();
        String html = Files.readString(run.resolve("report.html"));
        String md = Files.readString(run.resolve("report.md"));
        assertTrue(html.contains("<a href=\"profiles/loom.cpus-0/vthreads.pingpong.html\">flame graph</a>"), html);
        assertTrue(md.contains("| [flame graph](profiles/loom.cpus-0/vthreads.pingpong.html) |"), md);
        assertTrue(md.contains("| [flame graph](profiles/loom.cpus-0-1/vthreads.pingpong.html) |"), md);
        assertFalse(html.contains("threads.pingpong.html\">") && html.contains("cpus-0/threads.pingpong"),
                "a graph listed but gone has no link");
        Matcher links = HREF.matcher(html);
        int count = 0;
        while (links.find()) {
            assertTrue(Files.isRegularFile(run.resolve(links.group(1))), "a dead link: " + links.group(1));
            count++;
        }
        // two rows, and the note of loom/vthreads at several CPUs, for pingpong's CPU sets
        assertEquals(4, count, html);
        assertTrue(md.contains("loom/vthreads on several CPUs: its carriers hand each message across CPUs (flame"
                + " graphs: [CPUs 0](profiles/loom.cpus-0/vthreads.pingpong.html), [CPUs 0-1]"
                + "(profiles/loom.cpus-0-1/vthreads.pingpong.html))"), md);
        assertTrue(md.contains("### Flame graphs"), md);
        assertTrue(md.contains("never scored"), md);
        assertTrue(md.contains(ITIMER), "the fallback is said: " + md);
        // a row of the profiled run's tables without a graph has an empty cell, not a link
        List<String> akkaRows = md.lines().filter(l -> l.startsWith("| akka/typed |") && l.contains(" ms/op |"))
                .toList();
        assertEquals(4, akkaRows.size(), md); // pingpong and fanout on two CPU sets
        assertTrue(akkaRows.stream().allMatch(l -> l.endsWith(" |  |")), akkaRows.toString());
    }

    /** A run without profiles, and a stored run (which keeps its inputs only), have no column and no section. */
    @Test
    void aRunWithoutProfilesHasNoColumnAndAStoredRunNoLink() throws Exception {
        Path run = profiledRun();
        try (Stream<Path> all = Files.walk(run.resolve("profiles"))) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
        for (String file : List.of("report.md", "report.html")) {
            String text = Report.storedRunFiles(run).get(file);
            assertFalse(text.contains("profiles/"), file + " links a graph it does not keep");
            assertFalse(text.contains("flame graph"), file);
        }
    }
}
