package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;

/**
 * The report of a stored run (the recorded two-CPU-set sweep) opened as a reader opens it, in headless Chromium. A
 * copy of report.html gets a script that measures what the browser laid out (the report itself has none) and writes
 * it into the page; Chromium's dump of the DOM carries it back. A screenshot of the first screen must show the
 * overview's colours. Without Chromium the test is skipped, saying so, unless ringside.requireChromium=true (CI).
 */
class ReportInChromiumTest {
    /** Set by .ci/run, which installs Chromium: there a missing browser fails the test instead of skipping it. */
    static final String REQUIRE = "ringside.requireChromium";
    private static final List<String> BROWSERS = List.of("chromium", "chromium-browser", "google-chrome");
    /** How long a browser may take before it is taken as hung: a guard against a stuck process, not a timing. */
    private static final long HUNG_AFTER_SECONDS = 180;
    /** The first screen a reader sees; the measuring and the screenshot use the same window. */
    private static final String FIRST_SCREEN = "--window-size=1400,900";
    /** An overview cell's text when it holds a result: its place, then its time. */
    private static final String WITH_TIME = "(?s).*\\d+\\.\\d ns.*";

    /**
     * What the page measures once laid out: each overview cell (its text and background), each chart's SVG (its
     * box and its drawn dots), each table (its rows, its height), where the overview starts, and each verdict line.
     */
    private static final String MEASURE = """
            <script>
            addEventListener('load', () => {
              const box = e => e.getBoundingClientRect();
              const out = {
                viewport: innerHeight,
                overviewTop: (() => { const o = document.querySelector('.overview'); return o ? box(o).top : -1; })(),
                verdicts: (() => {
                  const h = [...document.querySelectorAll('h2')].find(e => e.textContent.trim().startsWith('Verdicts'));
                  let e = h ? h.nextElementSibling : null;
                  while (e && e.tagName !== 'UL' && !/^H[1-6]$/.test(e.tagName)) e = e.nextElementSibling;
                  return e && e.tagName === 'UL' ? [...e.querySelectorAll('li')].map(li => ({
                    text: li.innerText, top: box(li).top, width: box(li).width, height: box(li).height })) : [];
                })(),
                cells: [...document.querySelectorAll('.overview td.cell')].map(c => ({
                  text: c.innerText, background: getComputedStyle(c).backgroundColor,
                  x: box(c).left, y: box(c).top, width: box(c).width, height: box(c).height })),
                charts: [...document.querySelectorAll('figure > svg')].map(s => ({
                  width: box(s).width, height: box(s).height,
                  circles: s.querySelectorAll('circle').length,
                  dots: [...s.querySelectorAll('circle')].filter(c => box(c).width > 0).length })),
                tables: [...document.querySelectorAll('table')].map(t => ({
                  rows: t.rows.length, height: box(t).height })),
              };
              const pre = document.createElement('pre');
              pre.id = 'ringside-measured';
              pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            });
            </script>
            """;

    private static final String NOT_FOUND = "no Chromium on the PATH (" + String.join(", ", BROWSERS) + "): the"
            + " report is not opened in a browser; .ci/run installs it (apt-get install chromium) and requires it (-D"
            + REQUIRE + "=true)";

    /** The folder under each test's own that holds the run and its report. */
    private static final String RUN = "run";

    private static Path browser;

    @BeforeAll
    static void findChromium() {
        browser = onPath().orElse(null);
        if (browser == null && !Boolean.getBoolean(REQUIRE)) {
            System.err.println("SKIPPED ReportInChromiumTest: " + NOT_FOUND);
        }
    }

    /** Each test skips, visibly, without a browser; where one is required (CI) it fails instead. */
    @BeforeEach
    void needsChromium() {
        if (browser == null) {
            if (Boolean.getBoolean(REQUIRE)) {
                fail(NOT_FOUND);
            }
            Assumptions.abort(NOT_FOUND);
        }
    }

    private static Optional<Path> onPath() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : BROWSERS) {
                Path candidate = Path.of(dir, name);
                if (!dir.isEmpty() && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** The recorded sweep, with an expected not-run beside its timed-out module, written as a report. */
    private static Report written(Path dir) throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir.resolve(RUN));
        Path status = new OutputLayout(run).status();
        Files.writeString(status, Files.readString(status)
                + "0\tloom\tnot-run\tloom/threads spawn: 1,111,111 actors need as many platform threads\n");
        Report report = new Report(run);
        report.write();
        return report;
    }

    /** The report's page, as {@link #written} wrote it. */
    private static Path html(Path dir) {
        return new OutputLayout(dir.resolve(RUN)).reportHtml();
    }

    /** report.html with the measuring script: what the browser laid out, in a window of the first screen's size. */
    private static JsonObject measured(Path dir) throws Exception {
        Path page = dir.resolve("measured.html");
        Files.writeString(page, Files.readString(html(dir)).replace("</body>", MEASURE + "</body>"));
        String dom = run(dir, "--dump-dom", FIRST_SCREEN, page.toUri().toString());
        String json = dom.split("<pre id=\"ringside-measured\">", 2)[1].split("</pre>", 2)[0].replace("&quot;", "\"")
                .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">");
        return JsonParser.parseString(json).getAsJsonObject();
    }

    @Test
    void theOverviewEveryChartAndEveryTableRender(@TempDir Path dir) throws Exception {
        Report report = written(dir);
        JsonObject measured = measured(dir);

        int results = report.table().rows().size();
        List<JsonObject> withTime = objects(measured.getAsJsonArray("cells")).stream()
                .filter(c -> c.get("text").getAsString().matches(WITH_TIME)).toList();
        assertEquals(results, withTime.size(), "an overview cell with its time for every result: " + measured);
        withTime.forEach(c -> {
            assertTrue(c.get("width").getAsDouble() > 0, "laid out: " + c);
            assertFalse(c.get("background").getAsString().equals("rgba(0, 0, 0, 0)"), "coloured: " + c);
        });
        assertTrue(objects(measured.getAsJsonArray("cells")).stream()
                .anyMatch(c -> c.get("text").getAsString().contains("timed-out")), "the map shows the failed module");
        double top = measured.get("overviewTop").getAsDouble();
        assertTrue(top >= 0 && top < measured.get("viewport").getAsDouble(), "the overview starts on the first screen");

        List<JsonObject> charts = objects(measured.getAsJsonArray("charts"));
        assertEquals(report.charts().size(), charts.size(), "every chart is in the page");
        charts.forEach(c -> assertTrue(c.get("width").getAsDouble() > 100 && c.get("height").getAsDouble() > 50
                && c.get("dots").getAsInt() > 0 && c.get("dots").getAsInt() == c.get("circles").getAsInt(),
                "a chart drawn with every dot: " + c));
        assertEquals(report.charts().values().stream().mapToLong(svg -> svg.split("<circle", -1).length - 1).sum(),
                charts.stream().mapToLong(c -> c.get("dots").getAsInt()).sum(), "every dot of every chart is drawn");

        long tablesInReport = new ReportDocument(report).build().blocks().stream()
                .filter(b -> b instanceof Document.Table || b instanceof HeatMap).count();
        List<JsonObject> tables = objects(measured.getAsJsonArray("tables"));
        assertEquals(tablesInReport, tables.size(), "every table is in the page");
        tables.forEach(t -> assertTrue(t.get("rows").getAsInt() >= 2 && t.get("height").getAsDouble() > 0,
                "a table with a header and rows, laid out: " + t));
    }

    /** The first screen decides: a verdict line per workload and CPU set, laid out, starting on the first screen. */
    @Test
    void theFirstScreenShowsAVerdictLinePerWorkloadAndCpuSet(@TempDir Path dir) throws Exception {
        Report report = written(dir);
        JsonObject measured = measured(dir);
        List<JsonObject> lines = objects(measured.getAsJsonArray("verdicts"));
        List<List<Measurement>> groups = report.table().groups();
        assertEquals(groups.size(), lines.size(), "a verdict line per workload and CPU set: " + lines);
        for (int i = 0; i < groups.size(); i++) {
            JsonObject line = lines.get(i);
            Measurement first = groups.get(i).get(0);
            assertTrue(line.get("text").getAsString().startsWith(first.benchmark() + " on CPUs " + first.cpuSet()
                    + ": "), "in the groups' order: " + line);
            assertTrue(line.get("width").getAsDouble() > 0 && line.get("height").getAsDouble() > 0,
                    "laid out: " + line);
        }
        double viewport = measured.get("viewport").getAsDouble();
        assertTrue(lines.get(0).get("top").getAsDouble() < viewport,
                "the verdicts start on the first screen: " + lines);
    }

    @Test
    void theFirstScreenShowsTheOverviewsColours(@TempDir Path dir) throws Exception {
        Report report = written(dir);
        List<JsonObject> results = objects(measured(dir).getAsJsonArray("cells")).stream()
                .filter(c -> c.get("text").getAsString().matches(WITH_TIME)).toList();
        Path png = dir.resolve("first-screen.png");
        run(dir, "--screenshot=" + png, FIRST_SCREEN, html(dir).toUri().toString());
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image != null && image.getWidth() > 0, "a screenshot was written");
        int notWhite = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                notWhite += (image.getRGB(x, y) & 0xffffff) == 0xffffff ? 0 : 1;
            }
        }
        assertTrue(notWhite > image.getWidth() * image.getHeight() / 100, "the first screen is not blank");
        int seen = 0;
        for (JsonObject c : results) {
            int x = (int) c.get("x").getAsDouble() + 3; // inside the cell's border, above its text
            int y = (int) c.get("y").getAsDouble() + 3;
            if (y < image.getHeight() && x < image.getWidth()) {
                assertTrue(c.get("background").getAsString().startsWith("rgb("), "coloured: " + c);
                int[] rgb = Stream.of(c.get("background").getAsString().replaceAll("[^0-9,]", "").split(","))
                        .mapToInt(Integer::parseInt).toArray();
                int pixel = image.getRGB(x, y);
                assertTrue(near(pixel, (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]), String.format(
                        "the cell at %d,%d shows its colour %s, not #%06x", x, y, c.get("background"), pixel & 0xffffff));
                seen++;
            }
        }
        assertEquals(report.table().rows().size(), seen, "every result's cell, coloured, on the first screen");
    }

    /** Runs the browser headless on the page and returns what it printed. */
    private static String run(Path dir, String... args) throws IOException, InterruptedException {
        // offline and quiet: no sandbox (CI runs as root), no first-run, update, sync or background connections
        List<String> command = new ArrayList<>(List.of(browser.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--user-data-dir=" + dir.resolve("profile")));
        command.addAll(List.of(args));
        Path out = dir.resolve("browser.out");
        Path err = dir.resolve("browser.err");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(HUNG_AFTER_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("Chromium did not finish within " + HUNG_AFTER_SECONDS + " s: " + Files.readString(err));
        }
        assertEquals(0, p.exitValue(), "Chromium's exit status; it said: " + Files.readString(err));
        return Files.readString(out);
    }

    private static boolean near(int rgb, int colour) {
        return Stream.of(16, 8, 0).allMatch(s -> Math.abs(((rgb >> s) & 0xff) - ((colour >> s) & 0xff)) <= 3);
    }

    private static List<JsonObject> objects(JsonArray array) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : array) {
            out.add(e.getAsJsonObject());
        }
        return out;
    }
}
