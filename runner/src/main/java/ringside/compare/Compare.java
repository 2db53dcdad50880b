package ringside.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import ringside.output.OutputLayout;
import ringside.parameters.MisspeltParameters;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.report.Document;
import ringside.report.HtmlRenderer;
import ringside.report.MarkdownRenderer;
import ringside.suite.SuiteSettings;

/**
 * {@code Compare <A> <B>}, behind {@code ./benchmark.sh compare A B}: two result folders compared, B against A. It
 * writes compare.md, compare.html and charts/ratios.svg into outDir (by default results/compare-&lt;time&gt;) and
 * prints the table. Bad input (a missing folder, one without a run or results, a used outDir, a misspelt
 * parameter) is refused before anything is written, with exit status 2. A folder given twice compares a run with
 * itself.
 */
public final class Compare {
    static final String USAGE = "usage: [outDir=<folder>] ./benchmark.sh compare <result folder A> <result folder B>";

    private Compare() {
    }

    public static void main(String[] args) {
        System.exit(start(List.of(args), System.getenv(), LocalDateTime.now(), System.out, System.err));
    }

    static int start(List<String> args, Map<String, String> env, LocalDateTime now, PrintStream out,
            PrintStream err) {
        if (args.size() != 2) {
            err.println("benchmark.sh compare: expected two result folders, got " + args.size() + "; " + USAGE);
            return 2;
        }
        Comparison comparison;
        Path outDir;
        try {
            MisspeltParameters.refuse(env, "env var", List.of(), "%s=%s ./benchmark.sh compare A B");
            String given = Parameters.resolve(env::get).text(Parameter.outDir);
            outDir = SuiteSettings.unused(given.isEmpty()
                    ? SuiteSettings.defaultOutDir(OutputLayout.COMPARE_FOLDER_PREFIX, now) : Path.of(given));
            comparison = Comparison.of(Path.of(args.get(0)), Path.of(args.get(1)));
        } catch (ParameterException | IllegalArgumentException e) {
            err.println("benchmark.sh compare: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("benchmark.sh compare: cannot read the runs: " + e.getMessage());
            return 2;
        }
        try {
            write(comparison, outDir);
        } catch (IOException e) {
            err.println("benchmark.sh compare: cannot write " + outDir + ": " + e.getMessage());
            return 1;
        }
        out.print(CompareText.of(comparison));
        out.println("compare: wrote " + outDir.resolve(OutputLayout.COMPARE_HTML) + " and "
                + OutputLayout.COMPARE_MARKDOWN + " beside it");
        return 0;
    }

    /**
     * Two stored runs compared as Markdown for a generated block of the docs: no title and no chart, its sections'
     * headings at {@code level}.
     */
    public static String markdown(Path a, Path b, int level) throws IOException {
        return MarkdownRenderer.render(CompareDocument.block(Comparison.of(a, b), level));
    }

    /** The pages and the chart, into a folder refused before if it held anything. */
    static void write(Comparison comparison, Path outDir) throws IOException {
        Document page = CompareDocument.page(comparison);
        Path charts = new OutputLayout(outDir).charts();
        Files.createDirectories(charts);
        for (Document.Block block : page.blocks()) {
            if (block instanceof Document.Chart chart) {
                Files.writeString(charts.resolve(chart.name()), chart.svg());
            }
        }
        Files.writeString(outDir.resolve(OutputLayout.COMPARE_MARKDOWN), MarkdownRenderer.render(page));
        Files.writeString(outDir.resolve(OutputLayout.COMPARE_HTML), HtmlRenderer.render(page));
    }
}
