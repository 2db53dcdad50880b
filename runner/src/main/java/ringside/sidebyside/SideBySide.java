package ringside.sidebyside;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Map;
import ringside.parameters.CpuAffinity;
import ringside.parameters.ParameterException;
import ringside.suite.Checkout;
import ringside.suite.JvmCommands;
import ringside.suite.SuiteSettings;

/**
 * The side-by-side runner behind {@code ./benchmark.sh side-by-side}, which finds the JDK, builds, and hands over:
 * {@code SideBySide <checkout> modules} checks every parameter and prints the modules to build;
 * {@code SideBySide <checkout> run} runs the rows (see {@link SideBySideRun});
 * {@code SideBySide <checkout> published <folder>} runs the published ping-pong programs in that folder
 * ({@link PublishedRun}). A refused parameter ends it before any work with exit status 2 and a message naming it.
 */
public final class SideBySide {
    private SideBySide() {
    }

    public static void main(String[] args) {
        int status = args.length == 2 ? start(Path.of(args[0]), args[1], System.getenv(), System.out, System.err)
                : args.length == 3 && args[1].equals("published")
                        ? published(Path.of(args[0]), Path.of(args[2]), System.getenv(), System.out, System.err)
                        : usage(System.err);
        System.exit(status);
    }

    static int start(Path checkoutRoot, String mode, Map<String, String> env, PrintStream out, PrintStream err) {
        Checkout checkout = new Checkout(checkoutRoot);
        SideBySideSettings settings;
        try {
            settings = SideBySideSettings.resolve(env, checkout.frameworks(), CpuAffinity.current(),
                    LocalDateTime.now());
        } catch (ParameterException e) {
            err.println("benchmark.sh side-by-side: " + e.getMessage());
            return 2;
        }
        switch (mode) {
            case "modules" -> {
                out.println(settings.modulesToBuild());
                return 0;
            }
            case "run" -> {
                try {
                    return new SideBySideRun(settings, new JvmCommands(checkout), checkout.commit(), env, out, err)
                            .run();
                } catch (IOException e) {
                    err.println("side-by-side: " + e.getMessage());
                    return 1;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return 130;
                }
            }
            default -> {
                return usage(err);
            }
        }
    }

    /** The published programs of {@code posts}, on the run's CPU sets; 2 before any work if a parameter is refused. */
    static int published(Path checkoutRoot, Path posts, Map<String, String> env, PrintStream out, PrintStream err) {
        Checkout checkout = new Checkout(checkoutRoot);
        SuiteSettings settings;
        try {
            PublishedRun.requirePrograms(posts);
            settings = SuiteSettings.resolve(env, checkout.frameworks(), CpuAffinity.current(), LocalDateTime.now());
        } catch (ParameterException | IllegalArgumentException e) {
            err.println("benchmark.sh published: " + e.getMessage());
            return 2;
        }
        try {
            return new PublishedRun(settings, posts, checkout.commit(), out, err).run();
        } catch (IOException e) {
            err.println("published: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }

    private static int usage(PrintStream err) {
        err.println("usage: SideBySide <Ringside checkout> modules|run, or published <folder> (benchmark.sh"
                + " side-by-side and benchmark.sh published run it)");
        return 2;
    }
}
