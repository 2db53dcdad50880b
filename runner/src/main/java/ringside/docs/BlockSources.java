package ringside.docs;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.compare.Compare;
import ringside.launcher.FrameworkDescription;
import ringside.output.OutputLayout;
import ringside.parameters.ParameterTable;
import ringside.reference.Reference;
import ringside.sidebyside.PublishedRun;
import ringside.sidebyside.PublishedTable;
import ringside.sidebyside.SideBySideTable;

/**
 * What each kind of generated block holds, made from the checkout's stored runs and registries:
 * <ul>
 * <li>{@code section run=<run> heading="<start of a heading>"}: that section of the run's report.md (charts left
 * out), down to the next heading of the same or a higher level;</li>
 * <li>{@code table run=<run> heading="<start of a heading>"}: the first table of that section;</li>
 * <li>{@code frameworks run=<run>}: each framework module with its version, licence and variants, as the modules
 * described themselves in the run (env.json);</li>
 * <li>{@code facts run=<run>}: what each module states about its framework (licence, releases, maintenance, JDKs,
 * build needs, remoting), as recorded in the run;</li>
 * <li>{@code parameters}: every parameter of the registry ({@link ParameterTable});</li>
 * <li>{@code references}: the reference programs outside the JVM, from their registry ({@link Reference}): folder,
 * language, variant and the package that installs the toolchain;</li>
 * <li>{@code side-by-side run=<run>}: the table of a stored side-by-side run, or a note that there is none yet;</li>
 * <li>{@code published run=<run> suite=<run>}: the published ping-pong programs of a stored run of them beside a
 * stored suite run's rows ({@link PublishedTable}), or a note that there is none yet;</li>
 * <li>{@code compare a=<run> b=<run>}: two stored runs compared, B against A ({@link Compare}), or a note that they
 * are not stored yet.</li>
 * </ul>
 * A block made from a run says which run and command, and a quick run's block says it is no finding.
 */
final class BlockSources {
    /** The line every block made from a quick run starts with. */
    static final String QUICK = "**quick run: a smoke test, not a finding.**";

    private final Path checkout;

    BlockSources(Path checkout) {
        this.checkout = checkout;
    }

    /** The block's content for the page {@code page} (a path inside the checkout). */
    String content(GeneratedBlock block, Path page) {
        try {
            return switch (block.source()) {
                case "section" -> fromRun(block, page, section(run(block).report(), block.arg("heading"), false));
                case "table" -> fromRun(block, page, section(run(block).report(), block.arg("heading"), true));
                case "frameworks" -> fromRun(block, page, frameworks(run(block), page));
                case "facts" -> fromRun(block, page, facts(run(block)));
                case "parameters" -> ParameterTable.markdown();
                case "references" -> references(page);
                case "side-by-side" -> sideBySide(block);
                case "published" -> published(block);
                case "compare" -> compare(block, page);
                default -> throw new IllegalArgumentException("unknown source '" + block.source() + "' in "
                        + block.marker() + " (known: section, table, frameworks, facts, parameters, references,"
                        + " side-by-side, published, compare)");
            };
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The stored side-by-side run's table (its own first line says how it was made), or how to store one. */
    private String sideBySide(GeneratedBlock block) throws IOException {
        Optional<Path> run = StoredRun.folder(checkout, block.arg("run"))
                .filter(f -> Files.isRegularFile(new OutputLayout(f).results()));
        if (run.isEmpty()) {
            return "No stored side-by-side run yet: `./benchmark.sh side-by-side` stores one; name its folder in `"
                    + StoredRun.HOME + "/" + block.arg("run") + "`, and `" + Docs.FIX + "` puts its table here.\n";
        }
        return SideBySideTable.markdown(run.get());
    }

    /** The published programs beside the suite run's rows, or how to store the two runs. */
    private String published(GeneratedBlock block) throws IOException {
        Optional<Path> run = StoredRun.folder(checkout, block.arg("run"))
                .filter(f -> Files.isRegularFile(f.resolve(PublishedRun.FIGURES)));
        if (run.isEmpty()) {
            return "No stored run of the published programs yet: `./benchmark.sh published <folder>` makes one; name"
                    + " its folder in `" + StoredRun.HOME + "/" + block.arg("run") + "`, and `" + Docs.FIX
                    + "` puts its table here.\n";
        }
        return PublishedTable.markdown(run.get(), StoredRun.named(checkout, block.arg("suite")).folder());
    }

    /**
     * Two stored runs compared, B against A, as {@code ./benchmark.sh compare} pages them (sections one level below the
     * page's, no chart), or how to store the two runs.
     */
    private String compare(GeneratedBlock block, Path page) throws IOException {
        Optional<Path> a = storedWithResults(block.arg("a"));
        Optional<Path> b = storedWithResults(block.arg("b"));
        if (a.isEmpty() || b.isEmpty()) {
            return "No stored comparison yet: keep the two runs with `./benchmark.sh docs store <outDir> <what>"
                    + " '<command>'`, name their folders in `" + StoredRun.HOME + "/" + block.arg("a") + "` and `"
                    + StoredRun.HOME + "/" + block.arg("b") + "`, and `" + Docs.FIX + "` puts their comparison here.\n";
        }
        StoredRun runA = new StoredRun(a.get());
        StoredRun runB = new StoredRun(b.get());
        StringBuilder out = new StringBuilder();
        if (runA.quick() || runB.quick()) {
            out.append(QUICK).append("\n\n");
        }
        out.append("From the stored runs A, [").append(runA.name()).append("](").append(reportLink(runA, page))
                .append("): `").append(runA.command()).append("`; and B, [").append(runB.name()).append("](")
                .append(reportLink(runB, page)).append("): `").append(runB.command()).append("`.\n\n");
        return out.append(Compare.markdown(a.get(), b.get(), 3).strip()).append('\n').toString();
    }

    /** The stored run a name stands for, if it holds JMH results. */
    private Optional<Path> storedWithResults(String name) throws IOException {
        return StoredRun.folder(checkout, name).filter(f -> Files.isDirectory(new OutputLayout(f).jmh()));
    }

    /** The link from a page to a stored run's report.md. */
    private String reportLink(StoredRun run, Path page) {
        return link(page, new OutputLayout(run.folder()).reportMarkdown());
    }

    /** The link from a page to a file of the checkout. */
    private String link(Path page, Path file) {
        return checkout.resolve(page).getParent().relativize(file).toString().replace('\\', '/');
    }

    private StoredRun run(GeneratedBlock block) throws IOException {
        return StoredRun.named(checkout, block.arg("run"));
    }

    /** The provenance lines (and the quick-run warning), then the text. */
    private String fromRun(GeneratedBlock block, Path page, String text) throws IOException {
        StoredRun run = run(block);
        String link = reportLink(run, page);
        StringBuilder out = new StringBuilder();
        if (run.quick()) {
            out.append(QUICK).append("\n\n");
        }
        out.append("From the stored run [").append(run.name()).append("](").append(link).append(")");
        OutputLayout stored = new OutputLayout(run.folder());
        if (Files.isDirectory(stored.jmh())) { // a suite run's report opens alone, charts in it
            out.append(" ([report.html](").append(link(page, stored.reportHtml())).append("))");
        }
        out.append(": `").append(run.command()).append("`.\n\n");
        return out.append(text.strip()).append('\n').toString();
    }

    /**
     * The section of a Markdown text under the first heading that starts with {@code heading}, or only its first
     * table; refused, naming the heading, when there is none.
     */
    static String section(String markdown, String heading, boolean firstTableOnly) {
        List<String> lines = markdown.lines().toList();
        int at = -1;
        int level = 0;
        for (int i = 0; i < lines.size() && at < 0; i++) {
            int l = level(lines.get(i));
            if (l > 0 && lines.get(i).substring(l + 1).startsWith(heading)) {
                at = i;
                level = l;
            }
        }
        if (at < 0) {
            throw new IllegalArgumentException("the stored report has no heading starting with '" + heading + "'");
        }
        List<String> body = new ArrayList<>();
        for (int i = at + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            int l = level(line);
            if (l > 0 && l <= level) {
                break;
            }
            if (firstTableOnly) {
                if (line.startsWith("|")) {
                    body.add(line);
                } else if (!body.isEmpty()) {
                    break;
                }
            } else if (!line.startsWith("![")) { // charts stay in the stored report
                body.add(l > 0 ? "#".repeat(Math.min(6, l + 1)) + line.substring(l) : line);
            }
        }
        if (firstTableOnly && body.isEmpty()) {
            throw new IllegalArgumentException("the section '" + lines.get(at) + "' of the stored report has no table");
        }
        String text = String.join("\n", body).strip().replaceAll("\n{3,}", "\n\n");
        return (firstTableOnly ? "Table of \"" : "Section \"") + lines.get(at).substring(level + 1) + "\":\n\n" + text;
    }

    private static int level(String line) {
        int l = 0;
        while (l < line.length() && line.charAt(l) == '#') {
            l++;
        }
        return l > 0 && l < line.length() && line.charAt(l) == ' ' ? l : 0;
    }

    /** The references, as their registry declares them, each linked to its folder's README. */
    private String references(Path page) {
        StringBuilder out = new StringBuilder("| reference | folder | language | variants: what each uses | toolchain"
                + " (Debian package) |\n|---|---|---|---|---|\n");
        for (Reference r : Reference.values()) {
            String folder = Reference.FOLDER + "/" + r.frameworkName();
            String variants = r.descriptions().entrySet().stream().map(v -> "`" + v.getKey() + "`: "
                    + cell(v.getValue())).collect(Collectors.joining("; "));
            out.append("| ").append(r.frameworkName()).append(" | ").append(link(folder, page)).append(" | ")
                    .append(r.language()).append(" | ").append(variants).append(" | `").append(r.aptPackage())
                    .append("` |\n");
        }
        return out.toString();
    }

    /** A link to a folder's README from the page, or the folder's name in code where it has none. */
    private String link(String folder, Path page) {
        Path readme = checkout.resolve(folder).resolve("README.md");
        return Files.exists(readme) ? "[" + folder + "](" + checkout.resolve(page).getParent().relativize(readme)
                .toString().replace('\\', '/') + ")" : "`" + folder + "`";
    }

    /** One row per framework the run described: its module (a reference: its folder), version, licence, variants. */
    private String frameworks(StoredRun run, Path page) throws IOException {
        StringBuilder out = new StringBuilder("| framework | module | version | licence | variants |\n|---|---|---|---|---|\n");
        for (Map.Entry<String, JsonElement> entry : described(run)) {
            JsonObject fw = entry.getValue().getAsJsonObject();
            String module = fw.has(OutputLayout.REFERENCE_MARKER) ? Reference.FOLDER + "/" + entry.getKey()
                    : entry.getKey() + "-impl";
            Path readme = checkout.resolve(module).resolve("README.md");
            String moduleCell = Files.exists(readme) ? "[" + module + "](" + checkout.resolve(page).getParent()
                    .relativize(readme).toString().replace('\\', '/') + ")" : "`" + module + "`";
            List<String> singleThreaded = new ArrayList<>();
            if (fw.has("singleThreaded")) {
                fw.getAsJsonArray("singleThreaded").forEach(v -> singleThreaded.add(v.getAsString()));
            }
            JsonObject stacks = fw.has(FrameworkDescription.HTTP_STACKS)
                    ? fw.getAsJsonObject(FrameworkDescription.HTTP_STACKS) : new JsonObject();
            List<String> variants = new ArrayList<>();
            for (String variant : fw.getAsJsonObject("variants").keySet()) {
                variants.add("`" + variant + "`" + (singleThreaded.contains(variant) ? " (1 thread)" : "")
                        + (stacks.has(variant) ? " (" + stacks.get(variant).getAsString() + ")" : ""));
            }
            out.append("| ").append(entry.getKey()).append(" | ").append(moduleCell).append(" | ")
                    .append(cell(fw.get("version").getAsString())).append(" | ")
                    .append(cell(fw.get("licence").getAsString())).append(" | ").append(String.join(", ", variants))
                    .append(" |\n");
        }
        return out.toString();
    }

    /** One row per framework: the facts its module states, dated. */
    private String facts(StoredRun run) throws IOException {
        StringBuilder out = new StringBuilder("| framework | licence | last release | maintenance | JDKs |"
                + " the build needs | remoting | checked |\n|---|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, JsonElement> entry : described(run)) {
            JsonObject fw = entry.getValue().getAsJsonObject();
            if (fw.has(OutputLayout.REFERENCE_MARKER)) {
                continue; // a reference states no framework facts: it is not one to choose
            }
            JsonObject facts = fw.getAsJsonObject("facts");
            out.append("| ").append(entry.getKey()).append(" | ").append(cell(fw.get("licence").getAsString()));
            for (String fact : List.of("lastRelease", "maintenance", "jdks", "buildNeeds", "remoting", "checked")) {
                out.append(" | ").append(facts.has(fact) ? cell(facts.get(fact).getAsString()) : "");
            }
            out.append(" |\n");
        }
        return out.toString();
    }

    private static List<Map.Entry<String, JsonElement>> described(StoredRun run) throws IOException {
        JsonObject env = run.env();
        if (!env.has("frameworks") || env.getAsJsonObject("frameworks").isEmpty()) {
            throw new IllegalArgumentException("the stored run " + run.name() + " describes no framework (env.json)");
        }
        return List.copyOf(env.getAsJsonObject("frameworks").entrySet());
    }

    /** Text for a table cell: no line breaks, no column separators. */
    private static String cell(String text) {
        return text.replace("\n", " ").replace("|", "\\|");
    }
}
