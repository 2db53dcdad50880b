package ringside.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Map;
import ringside.parameters.CpuAffinity;
import ringside.parameters.ParameterException;

/**
 * The suite runner behind benchmark.sh, which finds the JDK, builds, and hands over:
 * {@code Suite <checkout> modules} checks every parameter and prints the modules to build;
 * {@code Suite <checkout> run} runs them all (see {@link SuiteRun}); {@code Suite <checkout> remote-server} serves
 * remote's server JVMs to a client on another machine (see {@link RemoteServerMode}); {@code Suite --help} prints
 * benchmark.sh's help ({@link SuiteHelp}). Parameters are the env vars of the registry; a refused one ends the run
 * before any work with exit status 2 and a message naming it.
 */
public final class Suite {
    private Suite() {
    }

    /** The argument that prints benchmark.sh's help (generated from the parameter registry) and runs nothing. */
    public static final String HELP = "--help";

    public static void main(String[] args) {
        if (args.length == 1 && args[0].equals(HELP)) {
            System.out.print(SuiteHelp.text());
            return;
        }
        int status = args.length == 2 ? start(Path.of(args[0]), args[1], System.getenv(), System.out, System.err)
                : usage(System.err);
        System.exit(status); // after an interrupt this waits, and the shutdown hook ends the JVM with 130
    }

    static int start(Path checkoutRoot, String mode, Map<String, String> env, PrintStream out, PrintStream err) {
        Checkout checkout = new Checkout(checkoutRoot);
        SuiteSettings settings;
        try {
            settings = SuiteSettings.resolve(env, checkout.frameworks(), CpuAffinity.current(), LocalDateTime.now());
            if (settings.resuming()) { // refused before the build when the folder's run measured something else
                Resume.check(settings, checkout.commit());
            }
        } catch (ParameterException e) {
            err.println("benchmark.sh: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("benchmark.sh: resume: cannot read the run it names: " + e.getMessage());
            return 2;
        }
        switch (mode) {
            case "modules" -> {
                out.println(settings.modulesToBuild());
                return 0;
            }
            case "run" -> {
                SuiteRun run = new SuiteRun(settings, new JvmCommands(checkout), checkout.commit(), out, err,
                        SuiteRun.KILL_GRACE);
                stopOnSignal(run);
                return run.run();
            }
            case "remote-server" -> {
                try {
                    return RemoteServerMode.run(checkout, settings, CpuAffinity.current(), out, err);
                } catch (IOException | InterruptedException e) {
                    err.println("benchmark.sh: remote-server: " + e.getMessage());
                    return 1;
                }
            }
            default -> {
                return usage(err);
            }
        }
    }

    /**
     * Ctrl-C or SIGTERM starts the JVM's shutdown, which runs this hook: it stops the run's child and waits for
     * the run to record it and render the report, then ends the JVM with the run's status (130).
     */
    private static void stopOnSignal(SuiteRun run) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (run.hasEnded()) {
                return; // the JVM ends because the run is over: nothing to stop
            }
            run.interrupt();
            try {
                Runtime.getRuntime().halt(run.awaitEnd());
            } catch (InterruptedException e) {
                Runtime.getRuntime().halt(130);
            }
        }, "ringside-interrupt"));
    }

    private static int usage(PrintStream err) {
        err.println("usage: Suite <Ringside checkout> modules|run|remote-server, or Suite --help (benchmark.sh runs"
                + " it; see ./benchmark.sh --help)");
        return 2;
    }
}
