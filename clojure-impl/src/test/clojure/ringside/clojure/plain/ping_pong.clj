(ns ringside.clojure.plain.ping-pong
  "Ping-pong as core.async's walkthrough writes go blocks, with no Ringside code: two go blocks handing a number
  over an unbuffered channel, (chan), each way; the main thread waits for each go block with <!! on the channel
  the go returned. Go blocks run on a fixed pool of the run's size (ringside.clojure.plain.pool). One op starts
  both go blocks, makes the round trips, checks each pong is its ping, and waits for both to end. The side-by-side
  runner (./benchmark.sh side-by-side, row clojure-pingpong) runs it pinned, beside Ringside's
  clojure/go-rendezvous op (the same unbuffered channels); it prints the mean of the measured ops as one line:
  side-by-side figure <ms> ms/op.

  Arguments: parallelism (the pool's size), warm-up seconds, measured seconds, round trips."
  (:require [clojure.core.async :refer [go chan <! >! <!! close!]]
            [ringside.clojure.plain.pool :as pool])
  (:import (java.util Locale)
           (java.util.concurrent TimeUnit)))

(defn- op
  "One op's time in nanoseconds; fails unless every pong was its ping."
  [round-trips]
  (let [start (System/nanoTime)
        pings (chan)
        pongs (chan)
        ponger (go (loop []
                     (when-some [v (<! pings)]
                       (>! pongs v)
                       (recur))))
        pinger (go (let [matched (loop [i 0]
                                   (if (< i round-trips)
                                     (do (>! pings i)
                                         (if (= i (<! pongs))
                                           (recur (inc i))
                                           i))
                                     i))]
                     (close! pings)
                     matched))
        matched (<!! pinger)]
    (<!! ponger)
    (let [took (- (System/nanoTime) start)]
      (when-not (= matched round-trips)
        (throw (IllegalStateException. (str matched " of " round-trips " pongs matched their ping"))))
      took)))

(defn -main [parallelism warm-up measured round-trips]
  (pool/size! (Integer/parseInt parallelism))
  (let [round-trips (Long/parseLong round-trips)
        warm-up-end (+ (System/nanoTime) (.toNanos TimeUnit/SECONDS (Long/parseLong warm-up)))
        measured (.toNanos TimeUnit/SECONDS (Long/parseLong measured))]
    (while (< (System/nanoTime) warm-up-end)
      (op round-trips))
    (let [end (+ (System/nanoTime) measured)
          [ops total] (loop [ops 0 total 0]
                        (let [ops (inc ops)
                              total (+ total (op round-trips))]
                          (if (< (System/nanoTime) end)
                            (recur ops total)
                            [ops total])))]
      (println ops "measured ops of" round-trips "round trips")
      (println (String/format Locale/ROOT "side-by-side figure %.6g ms/op"
                              (object-array [(/ total 1e6 ops)])))))
  (pool/shutdown!))
