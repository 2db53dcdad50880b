(ns ringside.clojure.plain.ring
  "A ring of go blocks as core.async's walkthrough writes them, with no Ringside code: per op, as many go blocks
  as workers in a cycle, an unbuffered channel, (chan), into each; a number counting down from hops goes round,
  each go block taking it and putting one less into the next, and the one that takes 0 closes every channel. Each
  go block's value is how many numbers it took; the main thread puts the first number in with >!! and waits for
  every go block with <!!. Go blocks run on a fixed pool of the run's size (ringside.clojure.plain.pool). The
  side-by-side runner (./benchmark.sh side-by-side, row clojure-ring) runs it pinned, beside Ringside's
  clojure/go-rendezvous op (the same unbuffered channels); it prints the mean of the measured ops per receive
  (hops + 1 of them) as one line: side-by-side figure <ns> ns/msg.

  Arguments: parallelism (the pool's size), warm-up seconds, measured seconds, workers (at least 2: a go block
  cannot hand a number to itself over an unbuffered channel), hops."
  (:require [clojure.core.async :refer [go chan <! >! <!! >!! close!]]
            [ringside.clojure.plain.pool :as pool])
  (:import (java.util Locale)
           (java.util.concurrent TimeUnit)))

(defn- op
  "One op's time in nanoseconds; fails unless hops + 1 numbers were taken in all."
  [workers hops]
  (let [start (System/nanoTime)
        chans (vec (repeatedly workers chan))
        blocks (mapv (fn [i]
                       (let [in (chans i)
                             out (chans (mod (inc i) workers))]
                         (go (loop [taken 0]
                               (if-some [v (<! in)]
                                 (if (zero? v)
                                   (do (run! close! chans)
                                       (inc taken))
                                   (do (>! out (dec v))
                                       (recur (inc taken))))
                                 taken)))))
                     (range workers))]
    (>!! (chans 0) hops)
    (let [taken (reduce + (map <!! blocks))
          took (- (System/nanoTime) start)]
      (when-not (= taken (inc hops))
        (throw (IllegalStateException. (str taken " numbers taken, not " (inc hops)))))
      took)))

(defn -main [parallelism warm-up measured workers hops]
  (pool/size! (Integer/parseInt parallelism))
  (let [workers (Integer/parseInt workers)
        hops (Long/parseLong hops)
        warm-up-end (+ (System/nanoTime) (.toNanos TimeUnit/SECONDS (Long/parseLong warm-up)))
        measured (.toNanos TimeUnit/SECONDS (Long/parseLong measured))]
    (when (< workers 2)
      (throw (IllegalArgumentException. (str "workers: " workers "; accepted: 2 or more"))))
    (while (< (System/nanoTime) warm-up-end)
      (op workers hops))
    (let [end (+ (System/nanoTime) measured)
          [ops total] (loop [ops 0 total 0]
                        (let [ops (inc ops)
                              total (+ total (op workers hops))]
                          (if (< (System/nanoTime) end)
                            (recur ops total)
                            [ops total])))]
      (println ops "measured ops of" hops "hops through" workers "go blocks")
      (println (String/format Locale/ROOT "side-by-side figure %.6g ns/msg"
                              (object-array [(/ total (double ops) (inc hops))])))))
  (pool/shutdown!))
